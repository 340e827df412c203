import { Link } from 'react-router';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { UploadPhotoForm } from '@/features/gallery/components/upload-photo-form';
import { UploadTips } from '@/features/gallery/components/upload-tips';
import { adminMeta } from '../../layouts/admin-meta';

export const meta = adminMeta('Upload New Photo');

/** /admin/upload: add photos to the gallery. */
export default function AdminUpload() {
  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title="Upload New Photo"
        description="Photos appear in the public gallery, in the collection you choose, as soon as they are uploaded."
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to="/admin/gallery">View Gallery →</Link>
          </Button>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <UploadPhotoForm />
        <UploadTips />
      </div>
    </div>
  );
}
