import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';

type ManagerToolbarProps = {
  /** The tab's h2, e.g. 'Courses'. */
  title: string;
  titleId: string;
  /** '19 courses', or '3 of 19 courses' while searching. */
  summary: string;
  search: string;
  onSearch: (value: string) => void;
  searchLabel: string;
  searchPlaceholder: string;
  addLabel: string;
  onAdd: () => void;
};

/** A tab's heading, its count, the search box and the Add button. */
export function ManagerToolbar({
  title,
  titleId,
  summary,
  search,
  onSearch,
  searchLabel,
  searchPlaceholder,
  addLabel,
  onAdd,
}: ManagerToolbarProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
      <div>
        <h2 id={titleId} className="text-lg font-semibold text-foreground">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{summary}</p>
      </div>
      <Button
        type="button"
        onClick={onAdd}
        className="justify-self-start sm:row-span-2 sm:justify-self-end sm:self-end"
      >
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
      <SearchField
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={search}
        onChange={onSearch}
        className="max-w-md"
      />
    </div>
  );
}
