import { MessageSquareQuote, UsersRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ExecutiveManager } from '@/features/site-content/components/executive-manager';
import { TestimonialManager } from '@/features/site-content/components/testimonial-manager';
import { adminMeta } from '../../layouts/admin-meta';

const tabs = ['executives', 'testimonials'] as const;
type Tab = (typeof tabs)[number];

export const meta = adminMeta('Site content');

/**
 * /admin/site-content: the people and words of About and Home, each kind in its own tab. The open
 * tab is in the URL (?tab=testimonials), so a reload or a shared link keeps it.
 */
export default function AdminSiteContent() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = tabs.find((one) => one === requested) ?? 'executives';

  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title="Site content"
        description="The executives and testimonials the public pages show. Changes show on the site at once."
      />
      <Tabs
        value={tab}
        onValueChange={(next) =>
          setSearchParams(next === 'executives' ? {} : { tab: next }, {
            replace: true,
            preventScrollReset: true,
          })
        }
      >
        <TabsList aria-label="Content kind">
          <TabsTrigger value="executives">
            <UsersRound aria-hidden="true" />
            Executives
          </TabsTrigger>
          <TabsTrigger value="testimonials">
            <MessageSquareQuote aria-hidden="true" />
            Testimonials
          </TabsTrigger>
        </TabsList>
        <TabsContent value="executives">
          <ExecutiveManager />
        </TabsContent>
        <TabsContent value="testimonials">
          <TestimonialManager />
        </TabsContent>
      </Tabs>
    </div>
  );
}
