import { categories, levels } from '@contract/constants';
import type { QnaEntry } from '@contract/qna';
import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ListError } from '@/components/list-error';
import { NeedsJavaScript } from '@/components/needs-javascript';
import { NativeSelect } from '@/components/ui/native-select';
import type { Refreshable } from '@/lib/use-route-refresh';
import { QuestionCard } from './question-card';
import { allTags, filterQuestions, noFilters, type QnaFilters } from './question-filters';

/**
 * The forum: questions newest first (the server's order), all of them in the page's HTML; the
 * filters and the search narrow them in the browser.
 */
export function QuestionList({ questions }: { questions: Refreshable<QnaEntry[]> }) {
  const [filters, setFilters] = useState<QnaFilters>(noFilters);
  const set =
    (key: keyof QnaFilters) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setFilters((current) => ({ ...current, [key]: event.target.value }));
  const { current } = questions;
  const entries = useMemo(() => (current.ok ? current.data : []), [current]);
  const shown = useMemo(() => filterQuestions(entries, filters), [entries, filters]);
  const tags = useMemo(() => allTags(entries), [entries]);

  return (
    <section aria-labelledby="questions-title" className="grid gap-5">
      <h2 id="questions-title" className="text-2xl font-bold tracking-tight text-foreground">
        Questions
      </h2>
      <div role="search" className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <div className="col-span-2 grid gap-1.5 lg:col-span-5">
          <Label htmlFor="qna-search">Search questions</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="qna-search"
              type="search"
              className="pl-9"
              value={filters.search}
              onChange={set('search')}
            />
          </div>
        </div>
        <FilterSelect
          id="qna-category"
          label="Category"
          value={filters.category}
          onChange={set('category')}
        >
          <option value="">All categories</option>
          {categories.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="qna-level" label="Level" value={filters.level} onChange={set('level')}>
          <option value="">All levels</option>
          {levels.map((item) => (
            <option key={item}>{item}</option>
          ))}
        </FilterSelect>
        <FilterSelect id="qna-tag" label="Tag" value={filters.tag} onChange={set('tag')}>
          <option value="">All tags</option>
          {tags.map((tag) => (
            <option key={tag}>{tag}</option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="qna-status"
          label="Status"
          value={filters.status}
          onChange={set('status')}
        >
          <option value="">All</option>
          <option value="answered">Answered</option>
          <option value="unanswered">Unanswered</option>
        </FilterSelect>
        <Button
          type="button"
          variant="outline"
          className="col-span-2 self-end lg:col-span-1"
          onClick={() => setFilters(noFilters)}
        >
          Clear filters
        </Button>
        <NeedsJavaScript>
          Searching and filtering need JavaScript: every question is listed below.
        </NeedsJavaScript>
      </div>

      {!current.ok ? (
        <ListError
          message={current.error}
          onRetry={questions.refresh}
          retrying={questions.refreshing}
        />
      ) : shown.length === 0 ? (
        <p className="rounded-card bg-muted p-6 text-center text-muted-foreground">
          {entries.length === 0
            ? 'No questions yet. Be the first to ask!'
            : 'No questions match these filters.'}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {shown.length === 1 ? '1 question' : `${shown.length} questions`}
          </p>
          <ul className="grid gap-3">
            {shown.map((entry) => (
              <QuestionCard key={entry.id} entry={entry} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function FilterSelect({
  id,
  label,
  ...props
}: Omit<React.ComponentProps<'select'>, 'size'> & { id: string; label: string }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} {...props} />
    </div>
  );
}
