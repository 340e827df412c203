import { ImageOff } from 'lucide-react';
import { useId, useState } from 'react';
import { describeMediaUsage, type MediaItem } from '@contract/media-library';
import { useMediaLibrary } from '@/api/media/get-media-library';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { ListPager } from './list-pager';
import { LoadError } from './load-error';

const PAGE_SIZE = 12;

/** Markdown for an image: brackets in the description would end it early. */
const markdownImage = (url: string, alt: string) =>
  `![${alt.replace(/[[\]\s]+/g, ' ').trim()}](${url})`;

/** What a library image is, for its button: where it is used, else its short id. */
function imageLabel(item: MediaItem): string {
  const use = item.usages[0];
  return use ? describeMediaUsage(use) : `Unused image ${item.id.slice(0, 12)}`;
}

type InsertImageDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the image's Markdown, `![alt](/media/i/…)`, to put at the cursor. */
  onInsert: (markdown: string) => void;
};

/**
 * 'Insert image': the media library's images (GET /api/admin/media?kind=image), one picked and
 * described for readers who cannot see it, inserted into an article body as Markdown. Only
 * library images: the public page shows no image from anywhere else.
 */
export function InsertImageDialog({ open, onOpenChange, onInsert }: InsertImageDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Insert an image</DialogTitle>
          <DialogDescription>
            Pick an image from the media library and describe it for readers who cannot see it.
            Upload new images with a news item, an event or the gallery first.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <ImagePicker
            onInsert={(markdown) => {
              onInsert(markdown);
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ImagePicker({ onInsert }: { onInsert: (markdown: string) => void }) {
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const [alt, setAlt] = useState('');
  const altId = useId();
  const library = useMediaLibrary({ kind: 'image', page, pageSize: PAGE_SIZE });
  const items = library.data?.items ?? [];

  return (
    <div className="grid gap-4">
      {library.isError ? (
        <LoadError
          message="The media library could not be loaded."
          onRetry={() => void library.refetch()}
        />
      ) : library.isPending ? (
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-busy="true">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="aspect-square rounded-lg" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <ImageOff className="size-4" aria-hidden="true" />
          The media library has no images yet.
        </p>
      ) : (
        <ul
          aria-label="Images in the media library"
          className="grid grid-cols-3 gap-2 sm:grid-cols-4"
        >
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                aria-pressed={chosen?.id === item.id}
                aria-label={imageLabel(item)}
                title={imageLabel(item)}
                onClick={() => setChosen(item)}
                className={cn(
                  'block aspect-square w-full cursor-pointer overflow-hidden rounded-lg bg-muted ring-offset-2 transition-shadow',
                  'hover:ring-2 hover:ring-primary-300 focus-visible:outline-2 focus-visible:outline-ring',
                  'aria-pressed:ring-3 aria-pressed:ring-primary',
                )}
              >
                {item.thumbnailUrl && (
                  <img
                    src={item.thumbnailUrl}
                    alt=""
                    loading="lazy"
                    className="size-full object-cover"
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {library.data && (
        <ListPager
          label="Media library pages"
          page={page}
          pageSize={PAGE_SIZE}
          total={library.data.total}
          onPage={setPage}
        />
      )}
      <div className="grid gap-2">
        <Label htmlFor={altId}>Description (alt text)</Label>
        <Input
          id={altId}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          placeholder="What the image shows"
          maxLength={200}
        />
      </div>
      <DialogFooter>
        <Button
          type="button"
          disabled={!chosen}
          onClick={() => chosen && onInsert(markdownImage(chosen.url, alt))}
        >
          Insert image
        </Button>
      </DialogFooter>
    </div>
  );
}
