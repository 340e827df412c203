import { Plus } from 'lucide-react';
import type { Testimonial } from '@contract/testimonials';
import { useDeleteSiteContent } from '@/api/site-content/delete-site-content';
import { useTestimonials } from '@/api/site-content/get-testimonials';
import { useMoveSiteContent } from '@/api/site-content/move-site-content';
import { DeleteConfirm } from '@/components/admin/delete-confirm';
import { useDeleteConfirm } from '@/components/admin/use-delete-confirm';
import { useRecordEditor } from '@/components/admin/use-record-editor';
import { Button } from '@/components/ui/button';
import { OrderedList } from './ordered-list';
import { TestimonialFormDialog } from './testimonial-form-dialog';

type Listed = Testimonial & { _id: string };

/** The 'Testimonials' tab: Home's carousel in its order, each with its page, with add, edit, move and delete. */
export function TestimonialManager() {
  const testimonials = useTestimonials();
  const move = useMoveSiteContent('testimonials');
  const remove = useDeleteSiteContent('testimonials');
  const editor = useRecordEditor<Testimonial>();
  const deleting = useDeleteConfirm<Listed>(remove, { titleOf: (testimonial) => testimonial.name });

  return (
    <section aria-labelledby="admin-testimonials-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="admin-testimonials-title" className="text-lg font-semibold text-foreground">
            Testimonials
          </h2>
          <p className="text-sm text-muted-foreground">
            Home's carousel shows them in this order; each has its own page.
          </p>
        </div>
        <Button type="button" onClick={editor.add}>
          <Plus aria-hidden="true" />
          Add testimonial
        </Button>
      </div>
      <OrderedList
        label="Testimonials"
        query={testimonials}
        emptyMessage="No testimonials yet. Add the first one."
        move={move}
        detailOf={(testimonial) => `${testimonial.batch} · ${testimonial.readMoreLink}`}
        onEdit={editor.edit}
        onDelete={(testimonial) => deleting.ask({ ...testimonial, _id: testimonial.id })}
      />
      <TestimonialFormDialog
        open={editor.open}
        testimonial={editor.record}
        onOpenChange={editor.onOpenChange}
      />
      <DeleteConfirm
        question="Are you sure you want to delete this testimonial and its page?"
        {...deleting.dialog}
      />
    </section>
  );
}
