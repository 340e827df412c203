import { toast } from 'sonner';
import type { UseMutationResult } from '@tanstack/react-query';
import { ListState } from '@/components/admin/list-state';
import { RowActions } from '@/components/admin/row-actions';
import { Avatar } from '@/components/ui/avatar';
import { OrderButtons } from './order-buttons';

type Row = { id: string; name: string; imageUrl?: string | undefined };

type OrderedListProps<T extends Row> = {
  label: string;
  query: {
    data: T[] | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  emptyMessage: string;
  move: UseMutationResult<unknown, Error, { id: string; direction: 'up' | 'down' }>;
  /** The line under the name: a role, a year group. */
  detailOf: (record: T) => string;
  onEdit: (record: T) => void;
  onDelete: (record: T) => void;
};

/** A site-content list in its order: photo, name, detail, move up/down, edit and delete. */
export function OrderedList<T extends Row>({
  label,
  query,
  emptyMessage,
  move,
  detailOf,
  onEdit,
  onDelete,
}: OrderedListProps<T>) {
  const records = query.data ?? [];
  return (
    <ListState
      isPending={query.isPending}
      error={query.isError ? `Error loading ${label}: ${query.error?.message ?? ''}` : null}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      isEmpty={records.length === 0}
      emptyMessage={emptyMessage}
    >
      <ol
        aria-label={label}
        className="divide-y divide-border overflow-hidden rounded-card border border-border bg-card"
      >
        {records.map((record, index) => (
          <li
            key={record.id}
            className="flex flex-wrap items-center gap-3 px-4 py-3 sm:flex-nowrap"
          >
            <Avatar name={record.name} src={record.imageUrl} className="size-12 text-base" />
            <div className="grid min-w-0 flex-1 basis-40 gap-0.5">
              <h3 className="font-semibold text-foreground">{record.name}</h3>
              <p className="truncate text-sm text-muted-foreground">{detailOf(record)}</p>
            </div>
            <div className="ml-auto flex items-center gap-1">
              <OrderButtons
                title={record.name}
                first={index === 0}
                last={index === records.length - 1}
                disabled={move.isPending}
                onMove={(direction) =>
                  move.mutate(
                    { id: record.id, direction },
                    { onError: (error) => toast.error(error.message) },
                  )
                }
              />
              <RowActions
                title={record.name}
                onEdit={() => onEdit(record)}
                onDelete={() => onDelete(record)}
              />
            </div>
          </li>
        ))}
      </ol>
    </ListState>
  );
}
