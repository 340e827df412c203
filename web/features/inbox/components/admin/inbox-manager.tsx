import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { InboxItem, InboxKind } from '@contract/inbox';
import { useDeleteInboxItem } from '@/api/inbox/delete-inbox-item';
import { useInbox } from '@/api/inbox/get-inbox';
import { useUpdateInboxItem } from '@/api/inbox/update-inbox-item';
import { ListSearch } from '@/components/admin/list-search';
import { LoadError } from '@/components/admin/load-error';
import { useListPage } from '@/components/admin/use-list-page';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { InboxItemCard } from './inbox-item-card';

const PAGE_SIZE = 20;

const kindFilters: { value: InboxKind | 'all'; label: string }[] = [
  { value: 'all', label: 'Everything' },
  { value: 'membership', label: 'Membership applications' },
  { value: 'contact', label: 'Contact messages' },
];
const statusFilters: { value: 'open' | 'handled' | 'all'; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

function FilterGroup<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1 rounded-full bg-muted p-1">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn(
            'inline-flex h-9 cursor-pointer items-center rounded-full px-3.5 text-sm font-semibold text-slate-700 transition-colors hover:text-foreground',
            'aria-pressed:bg-card aria-pressed:text-primary-800 aria-pressed:shadow-xs',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** /admin/inbox: membership applications and contact messages, to read, mark handled and delete. */
export function InboxManager() {
  const [kind, setKind] = useState<InboxKind | 'all'>('all');
  const [status, setStatus] = useState<'open' | 'handled' | 'all'>('open');
  const list = useListPage(PAGE_SIZE);
  const { page, setPage } = list;
  const inbox = useInbox({
    kind: kind === 'all' ? undefined : kind,
    status: status === 'all' ? undefined : status,
    q: list.params.q,
    limit: PAGE_SIZE,
    page,
  });
  const update = useUpdateInboxItem();
  const remove = useDeleteInboxItem();
  // The dialog keeps its item while it closes, so its text does not change mid-animation.
  const [deleting, setDeleting] = useState<InboxItem | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  function toggleHandled(item: InboxItem) {
    update.mutate(
      { id: item.id, handled: !item.handled },
      {
        onSuccess: (saved) =>
          toast.success(
            saved.handled ? `Marked handled: ${saved.name}` : `Opened again: ${saved.name}`,
          ),
        onError: (error) => toast.error(error.message),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    setDeleteError(null);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(`Deleted the message from ${deleting.name}`);
        setDeleteOpen(false);
        // The last one on a later page: show the page before, not an empty one.
        if (page > 1 && inbox.data?.items.length === 1) setPage(page - 1);
      },
      onError: (error) => setDeleteError(error.message),
    });
  }

  const data = inbox.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title="Inbox"
        description={
          data
            ? `Membership applications and messages from the public site. ${data.open} open.`
            : 'Membership applications and messages from the public site.'
        }
      />
      <ListSearch
        label="Search the inbox"
        placeholder="Name, email, subject or message"
        value={list.search}
        onChange={list.setSearch}
        className="max-w-md"
      />
      <div className="flex flex-wrap items-center gap-3">
        <FilterGroup
          label="Kind"
          options={kindFilters}
          value={kind}
          onChange={(value) => {
            setKind(value);
            setPage(1);
          }}
        />
        <FilterGroup
          label="Status"
          options={statusFilters}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      </div>

      {inbox.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label="Loading the inbox">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-32 text-muted-foreground" />
          ))}
        </div>
      ) : inbox.isError ? (
        <LoadError message={inbox.error.message} onRetry={() => void inbox.refetch()} />
      ) : inbox.data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border px-6 py-14 text-center">
          <Inbox className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="text-muted-foreground">
            {list.q
              ? `No messages match “${list.q}”.`
              : status === 'open'
                ? 'Nothing waiting: every message has been handled.'
                : 'No messages here.'}
          </p>
        </div>
      ) : (
        <>
          <ul
            className="grid gap-3"
            aria-label="Messages"
            aria-busy={inbox.isFetching || undefined}
          >
            {inbox.data.items.map((item) => (
              <li key={item.id}>
                <InboxItemCard
                  item={item}
                  updating={update.isPending && update.variables?.id === item.id}
                  onToggleHandled={toggleHandled}
                  onDelete={(target) => {
                    setDeleteError(null);
                    setDeleting(target);
                    setDeleteOpen(true);
                  }}
                />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label="Inbox pages" className="flex items-center justify-between gap-4">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                Newer
              </Button>
              <p className="text-sm text-muted-foreground">
                Page {page} of {pages}
              </p>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                Older
              </Button>
            </nav>
          )}
        </>
      )}

      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        destructive
        title={`Delete the message from ${deleting?.name ?? 'this sender'}?`}
        description="It is removed for good. Reply first if it still needs an answer."
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      >
        {deleteError && (
          <Alert variant="destructive">
            <AlertDescription>{deleteError}</AlertDescription>
          </Alert>
        )}
      </ConfirmDialog>
    </div>
  );
}
