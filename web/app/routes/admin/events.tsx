import { CalendarDays, Newspaper } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { EventManager } from '@/features/news-events/components/admin/event-manager';
import { NewsManager } from '@/features/news-events/components/admin/news-manager';
import { adminMeta } from '../../layouts/admin-meta';

type Tab = 'news' | 'events';

export const meta = adminMeta('Events & News');

/**
 * /admin/events, 'Admin Events & News Management': the news and the events, each in its own tab.
 * The open tab is in the URL (?tab=events), so a reload or a shared link keeps it.
 */
export default function AdminEvents() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = requested === 'events' ? 'events' : 'news';

  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title="Admin Events & News Management"
        description="Publish academic news and upcoming events. Changes show on the public News & Events page at once."
      />
      <Tabs
        value={tab}
        onValueChange={(next) =>
          setSearchParams(next === 'news' ? {} : { tab: next }, {
            replace: true,
            preventScrollReset: true,
          })
        }
      >
        <TabsList aria-label="Content type">
          <TabsTrigger value="news">
            <Newspaper aria-hidden="true" />
            Academic News
          </TabsTrigger>
          <TabsTrigger value="events">
            <CalendarDays aria-hidden="true" />
            Upcoming Events
          </TabsTrigger>
        </TabsList>
        <TabsContent value="news">
          <NewsManager />
        </TabsContent>
        <TabsContent value="events">
          <EventManager />
        </TabsContent>
      </Tabs>
    </div>
  );
}
