import { Contact, House, Info, MessageSquareQuote, UsersRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useMe } from '@/api/auth/get-me';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ExecutiveManager } from '@/features/site-content/components/executive-manager';
import { SingletonPanels } from '@/features/site-content/components/singleton-panels';
import { TestimonialManager } from '@/features/site-content/components/testimonial-manager';
import { adminMeta } from '../../layouts/admin-meta';

const tabs = ['executives', 'testimonials', 'home', 'about', 'contact'] as const;
type Tab = (typeof tabs)[number];

export const meta = adminMeta('Site content');

/**
 * /admin/site-content: the people and words of Home, About and the footer, by kind in tabs. The open
 * tab is in the URL (?tab=testimonials), so a reload or a shared link keeps it.
 */
export default function AdminSiteContent() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = tabs.find((one) => one === requested) ?? 'executives';
  const admin = useMe().data?.role === 'admin';

  return (
    <div className="grid min-w-0 gap-6">
      <AdminPageHeader
        title="Site content"
        description="The people and words of Home, About and the footer. Changes show on the site at once."
      />
      <Tabs
        className="min-w-0"
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
          <TabsTrigger value="home">
            <House aria-hidden="true" />
            Home
          </TabsTrigger>
          <TabsTrigger value="about">
            <Info aria-hidden="true" />
            About
          </TabsTrigger>
          <TabsTrigger value="contact">
            <Contact aria-hidden="true" />
            Contact & social
          </TabsTrigger>
        </TabsList>
        <TabsContent value="executives">
          <ExecutiveManager />
        </TabsContent>
        <TabsContent value="testimonials">
          <TestimonialManager />
        </TabsContent>
        <TabsContent value="home">
          <SingletonPanels group="home" admin={admin} />
        </TabsContent>
        <TabsContent value="about">
          <SingletonPanels group="about" admin={admin} />
        </TabsContent>
        <TabsContent value="contact">
          <SingletonPanels group="contact" admin={admin} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
