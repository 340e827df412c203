import { Plus } from 'lucide-react';
import type { Executive } from '@contract/executives';
import { useDeleteSiteContent } from '@/api/site-content/delete-site-content';
import { useExecutives } from '@/api/site-content/get-executives';
import { useMoveSiteContent } from '@/api/site-content/move-site-content';
import { DeleteConfirm } from '@/components/admin/delete-confirm';
import { useDeleteConfirm } from '@/components/admin/use-delete-confirm';
import { useRecordEditor } from '@/components/admin/use-record-editor';
import { Button } from '@/components/ui/button';
import { ExecutiveFormDialog } from './executive-form-dialog';
import { OrderedList } from './ordered-list';

type Listed = Executive & { _id: string };

/** The 'Executives' tab: the council in its order (the first is the President) with add, edit, move and delete. */
export function ExecutiveManager() {
  const executives = useExecutives();
  const move = useMoveSiteContent('executives');
  const remove = useDeleteSiteContent('executives');
  const editor = useRecordEditor<Executive>();
  const deleting = useDeleteConfirm<Listed>(remove, {
    titleOf: (executive) => `${executive.name}, ${executive.role}`,
  });

  return (
    <section aria-labelledby="admin-executives-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="admin-executives-title" className="text-lg font-semibold text-foreground">
            Executives
          </h2>
          <p className="text-sm text-muted-foreground">
            Shown on About and Home in this order; the first is featured as the President.
          </p>
        </div>
        <Button type="button" onClick={editor.add}>
          <Plus aria-hidden="true" />
          Add executive
        </Button>
      </div>
      <OrderedList
        label="Executives"
        query={executives}
        emptyMessage="No executives yet. Add the first one."
        move={move}
        detailOf={(executive) => executive.role}
        onEdit={editor.edit}
        onDelete={(executive) => deleting.ask({ ...executive, _id: executive.id })}
      />
      <ExecutiveFormDialog
        open={editor.open}
        executive={editor.record}
        onOpenChange={editor.onOpenChange}
      />
      <DeleteConfirm
        question="Are you sure you want to remove this executive from the site?"
        {...deleting.dialog}
      />
    </section>
  );
}
