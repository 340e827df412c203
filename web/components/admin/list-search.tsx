import type * as React from 'react';
import { SearchField } from '@/components/ui/search-field';

type ListSearchProps = React.ComponentProps<typeof SearchField>;

/** An admin list's search box (a search landmark); the list follows as staff type. */
export function ListSearch({ className, ...props }: ListSearchProps) {
  return (
    <div role="search" className={className}>
      <SearchField {...props} />
    </div>
  );
}
