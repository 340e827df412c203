import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

type ItemActionsProps = {
  /** What the row is, so each button's accessible name says which item it acts on. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting?: boolean;
};

/** A list row's Edit and Delete. Delete acts at once (spec §5); the toast that follows offers Undo. */
export function ItemActions({ name, onEdit, onDelete, deleting = false }: ItemActionsProps) {
  return (
    <div className="flex shrink-0 items-center gap-1.5">
      <Button type="button" size="sm" variant="outline" onClick={onEdit}>
        <Pencil aria-hidden="true" />
        Edit <span className="sr-only">{name}</span>
      </Button>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        onClick={onDelete}
        disabled={deleting}
        className="text-destructive hover:bg-red-50 hover:text-destructive"
      >
        <Trash2 aria-hidden="true" />
        Delete <span className="sr-only">{name}</span>
      </Button>
    </div>
  );
}
