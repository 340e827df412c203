import {
  Activity,
  BookOpen,
  CalendarDays,
  FolderOpen,
  GraduationCap,
  ImagePlus,
  Images,
  Inbox,
  LayoutDashboard,
  MessagesSquare,
  Newspaper,
  PanelsTopLeft,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { StaffRole } from '@contract/auth';

type AdminNavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on exactly this path (the dashboard), not on paths below it. */
  end?: boolean;
  /** Hidden from editors. Mark the route `handle: adminOnlyRoute` too, so editors get 'Admins only'. */
  adminOnly?: boolean;
};

export type AdminNavSection = { label: string; items: AdminNavItem[] };

/**
 * The admin sidebar. To add a page: add its route under 'admin-pages' in web/app/router.tsx, then
 * one item here in the section it belongs to.
 */
export const adminNav: AdminNavSection[] = [
  {
    label: 'Overview',
    items: [{ to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true }],
  },
  {
    label: 'Content',
    items: [
      { to: '/admin/calendar', label: 'Calendar', icon: CalendarDays },
      { to: '/admin/session', label: 'Session', icon: GraduationCap },
      { to: '/admin/upload', label: 'Upload photo', icon: ImagePlus },
      { to: '/admin/gallery', label: 'Gallery', icon: Images },
      { to: '/admin/media', label: 'Media library', icon: FolderOpen },
      { to: '/admin/events', label: 'Events & news', icon: Newspaper },
      { to: '/admin/site-content', label: 'Site content', icon: PanelsTopLeft },
      { to: '/admin/inbox', label: 'Inbox', icon: Inbox },
      { to: '/admin/academics', label: 'Academics', icon: BookOpen },
      { to: '/admin/qna', label: 'Q&A moderation', icon: MessagesSquare },
    ],
  },
  {
    label: 'Administration',
    items: [
      { to: '/admin/activity', label: 'Activity', icon: Activity, adminOnly: true },
      { to: '/admin/users', label: 'Staff', icon: Users, adminOnly: true },
    ],
  },
];

/** The sidebar as `role` sees it: admin-only items (and sections left empty) removed for editors. */
export function adminNavFor(role: StaffRole, nav: AdminNavSection[] = adminNav): AdminNavSection[] {
  return nav
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => role === 'admin' || !item.adminOnly),
    }))
    .filter((section) => section.items.length > 0);
}
