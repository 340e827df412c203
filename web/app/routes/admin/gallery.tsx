import { ExternalLink, ImagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { AdminPhotoGallery } from '@/features/gallery/components/admin-photo-gallery';
import { adminMeta } from '../../layouts/admin-meta';

export const meta = adminMeta('Admin Photo Gallery');

/** /admin/gallery: every photo, to recaption, recategorise or remove. */
export default function AdminGallery() {
  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title="Admin Photo Gallery"
        description="Edit a photo's name, label, collection or alt text, or delete it."
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <Link to="/gallery" target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden="true" />
                View public gallery
                <span className="sr-only"> (opens in a new tab)</span>
              </Link>
            </Button>
            <Button asChild size="sm">
              <Link to="/admin/upload">
                <ImagePlus aria-hidden="true" />
                Upload photo
              </Link>
            </Button>
          </>
        }
      />
      <AdminPhotoGallery />
    </div>
  );
}
