import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

type RowActionsProps = {
  /** What the row is, for the buttons' accessible names: 'Edit “PHY 101”'. */
  title: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The item's public page as staff preview it (drafts too), opened in a new tab. */
  previewHref?: string | undefined;
};

/** A row's edit and delete icon buttons, each named for the item it acts on; in a table cell they sit at its end. */
export function RowActions({ title, onEdit, onDelete, previewHref }: RowActionsProps) {
  return (
    <div className="flex shrink-0 items-center justify-end gap-1">
      {previewHref && (
        <Button asChild variant="ghost" size="icon" title="Preview">
          <a href={previewHref} target="_blank" rel="noopener" aria-label={`Preview “${title}”`}>
            <Eye aria-hidden="true" />
          </a>
        </Button>
      )}
      <Button
        type="button"
        variant="ghost"
        size="icon"
        onClick={onEdit}
        aria-label={`Edit “${title}”`}
        title="Edit"
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        onClick={onDelete}
        aria-label={`Delete “${title}”`}
        title="Delete"
        className="text-destructive hover:bg-red-50 hover:text-destructive"
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
