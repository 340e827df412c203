import { BookOpen, Library, MonitorPlay } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CourseManager } from '@/features/academics/components/admin/course-manager';
import { ResourceManager } from '@/features/academics/components/admin/resource-manager';
import { TutorialManager } from '@/features/academics/components/admin/tutorial-manager';
import { adminMeta } from '../../layouts/admin-meta';

const tabs = ['courses', 'tutorials', 'resources'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.some((tab) => tab === value);

export const meta = adminMeta('Academics');

/**
 * /admin/academics: courses (outline, materials, past questions), tutorials and learning
 * resources, each in its own tab. The open tab is in the URL (?tab=tutorials).
 */
export default function AdminAcademics() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'courses';

  return (
    <div className="grid min-w-0 gap-6">
      <AdminPageHeader
        title="Academics"
        description="Courses with their outlines, materials and past questions; tutorials; learning resources. Changes show on the Academics pages at once."
      />
      <Tabs
        className="min-w-0"
        value={tab}
        onValueChange={(next) =>
          setSearchParams(next === 'courses' ? {} : { tab: next }, {
            replace: true,
            preventScrollReset: true,
          })
        }
      >
        <TabsList aria-label="Academic content">
          <TabsTrigger value="courses">
            <BookOpen aria-hidden="true" />
            Courses
          </TabsTrigger>
          <TabsTrigger value="tutorials">
            <MonitorPlay aria-hidden="true" />
            Tutorials
          </TabsTrigger>
          <TabsTrigger value="resources">
            <Library aria-hidden="true" />
            <span className="max-sm:hidden">Learning Resources</span>
            <span className="sm:hidden">Resources</span>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="courses">
          <CourseManager />
        </TabsContent>
        <TabsContent value="tutorials">
          <TutorialManager />
        </TabsContent>
        <TabsContent value="resources">
          <ResourceManager />
        </TabsContent>
      </Tabs>
    </div>
  );
}
