import { Plus } from 'lucide-react';
import type { NewsItem } from '@contract/news';
import { useDeleteNewsItem } from '@/api/news/delete-news-item';
import { useAdminNews } from '@/api/news/get-admin-news';
import { DeleteConfirm } from '@/components/admin/delete-confirm';
import { ListPager } from '@/components/admin/list-pager';
import { ListSearch } from '@/components/admin/list-search';
import { ListState } from '@/components/admin/list-state';
import { RowActions } from '@/components/admin/row-actions';
import { useDeleteConfirm } from '@/components/admin/use-delete-confirm';
import { useListPage } from '@/components/admin/use-list-page';
import { useRecordEditor } from '@/components/admin/use-record-editor';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatItemDate, newsCategoryLabels } from '../labels';
import { NewsFormDialog } from './news-form-dialog';
import { PublishingBadge } from './publishing';
import { RowThumbnail } from './row-thumbnail';

/** The 'Academic News' tab: every item with edit and delete, and 'Add News'. */
export function NewsManager() {
  const list = useListPage();
  const news = useAdminNews(list.params);
  const remove = useDeleteNewsItem();
  const editor = useRecordEditor<NewsItem>();
  const deleting = useDeleteConfirm<NewsItem>(remove, { titleOf: (item) => item.title });

  return (
    <section aria-labelledby="admin-news-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="admin-news-title" className="text-lg font-semibold text-foreground">
            Academic News
          </h2>
          <p className="text-sm text-muted-foreground">
            {news.data
              ? `${news.data.total} ${news.data.total === 1 ? 'item' : 'items'}, newest first`
              : ' '}
          </p>
        </div>
        <Button type="button" onClick={editor.add}>
          <Plus aria-hidden="true" />
          Add News
        </Button>
      </div>

      <ListSearch
        label="Search news"
        placeholder="Title, summary, author or category"
        value={list.search}
        onChange={list.setSearch}
        className="max-w-md"
      />
      <ListState
        isPending={news.isPending}
        error={news.isError ? `Error loading academic news: ${news.error.message}` : null}
        onRetry={() => void news.refetch()}
        retrying={news.isFetching}
        isEmpty={news.data?.items.length === 0}
        emptyMessage={
          list.q ? `No news items match “${list.q}”.` : 'No news items yet. Add the first one.'
        }
      >
        <ul className="divide-y divide-border overflow-hidden rounded-card border border-border bg-card">
          {news.data?.items.map((item) => (
            <li key={item._id} className="flex items-start gap-4 px-4 py-3">
              <RowThumbnail src={item.image} />
              <div className="grid min-w-0 flex-1 gap-1">
                <h3 className="font-semibold text-foreground">{item.title}</h3>
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                  <PublishingBadge item={item} />
                  <Badge variant="muted">{newsCategoryLabels[item.category]}</Badge>
                  <span>{formatItemDate(item.date)}</span>
                  <span aria-hidden="true">·</span>
                  <span>{item.name}</span>
                </p>
                <p className="line-clamp-2 text-sm text-muted-foreground">{item.summary}</p>
              </div>
              <RowActions
                title={item.title}
                onEdit={() => editor.edit(item)}
                onDelete={() => deleting.ask(item)}
                previewHref={`/news/${encodeURIComponent(item._id)}?preview=1`}
              />
            </li>
          ))}
        </ul>
      </ListState>
      <ListPager
        label="News pages"
        page={list.page}
        pageSize={list.pageSize}
        total={news.data?.total ?? 0}
        onPage={list.setPage}
      />

      <NewsFormDialog open={editor.open} item={editor.record} onOpenChange={editor.onOpenChange} />
      <DeleteConfirm
        question="Are you sure you want to delete this news item?"
        {...deleting.dialog}
      />
    </section>
  );
}
