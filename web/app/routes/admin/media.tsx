import { MediaLibrary } from '@/features/media/components/media-library';
import { adminMeta } from '../../layouts/admin-meta';

export const meta = adminMeta('Media library');

/** /admin/media: every uploaded image and PDF, where each is used, and deleting unused ones. */
export default function AdminMedia() {
  return <MediaLibrary />;
}
