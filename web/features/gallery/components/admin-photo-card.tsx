import { Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { Photo } from '@contract/photos';
import { UNTITLED_PHOTO } from '@contract/photo-names';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { adminCategoryLabels } from '../photo-categories';
import { PhotoImage, photoAspect } from './photo-image';

type AdminPhotoCardProps = {
  photo: Photo;
  saving: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

const SIZES = '(min-width: 1100px) 20vw, (min-width: 700px) 30vw, (min-width: 500px) 45vw, 90vw';

/** One photo in the admin gallery: the picture, its name, label and category, Edit and Delete. */
export function AdminPhotoCard({ photo, saving, onEdit, onDelete }: AdminPhotoCardProps) {
  const titleId = useId();
  const name = photo.name?.trim() || UNTITLED_PHOTO;
  return (
    <article
      aria-labelledby={titleId}
      aria-busy={saving || undefined}
      className="mb-4 break-inside-avoid overflow-hidden rounded-card border border-border bg-card shadow-xs"
    >
      <div className="relative">
        <PhotoImage
          photo={photo}
          sizes={SIZES}
          className="w-full"
          // The box takes the photo's own shape before the picture arrives.
          style={{ aspectRatio: `1 / ${photoAspect(photo)}` }}
        />
        {saving && (
          <span className="absolute inset-0 flex items-center justify-center gap-2 bg-card/70 text-sm font-medium text-foreground">
            <Spinner />
            Saving…
          </span>
        )}
      </div>
      <div className="grid gap-2 p-3">
        <div className="flex items-start justify-between gap-2">
          <h3 id={titleId} className="text-sm leading-5 font-semibold text-foreground">
            {name}
          </h3>
          <Badge variant="default">{adminCategoryLabels[photo.category]}</Badge>
        </div>
        <p className="text-sm leading-5 text-muted-foreground">{photo.label}</p>
        <div className="mt-1 flex gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={onEdit}
            disabled={saving}
            aria-label={`Edit ${name}`}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={onDelete}
            disabled={saving}
            aria-label={`Delete ${name}`}
            className="text-destructive hover:bg-red-50 hover:text-red-800"
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
    </article>
  );
}
