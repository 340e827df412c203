import { ImageIcon } from 'lucide-react';
import { Image } from '@/components/ui/image';

/** A row's small image, or a quiet placeholder when the item has none. */
export function RowThumbnail({ src }: { src: string | undefined }) {
  return (
    <div className="hidden aspect-[4/3] w-20 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-muted text-muted-foreground sm:flex">
      {src ? (
        <Image
          src={src}
          alt=""
          width={200}
          height={150}
          sizes="80px"
          className="size-full object-cover"
        />
      ) : (
        <ImageIcon className="size-5" aria-hidden="true" />
      )}
    </div>
  );
}
