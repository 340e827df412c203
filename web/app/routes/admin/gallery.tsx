import { ExternalLink, ImagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { AdminPhotoGallery } from '@/features/gallery/components/admin-photo-gallery';
import { useAdminTitle } from '../../layouts/admin-title';

/** /admin/gallery: every photo, to recaption, recategorise or remove. */
export function Component() {
  useAdminTitle('Admin Photo Gallery');
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
