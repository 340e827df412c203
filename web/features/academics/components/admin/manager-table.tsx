import type * as React from 'react';
import { RowActions } from '@/components/admin/row-actions';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';

type ManagerTableProps = {
  /** The id of the tab's heading, which names the table. */
  labelledBy: string;
  /** The column headings (TableHead), before the actions column. */
  headings: React.ReactNode;
  /** The rows (TableRow), each ending in an ActionsCell. */
  children: React.ReactNode;
};

/** A manager tab's table: its columns, the rows, and a last column for their actions. */
export function ManagerTable({ labelledBy, headings, children }: ManagerTableProps) {
  return (
    <div className="overflow-hidden rounded-card border border-border bg-card">
      <Table stack aria-labelledby={labelledBy}>
        <TableHeader>
          <TableRow>
            {headings}
            <TableHead className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>{children}</TableBody>
      </Table>
    </div>
  );
}

/** A row's edit and delete buttons, in the actions column. */
export function ActionsCell(props: React.ComponentProps<typeof RowActions>) {
  return (
    <TableCell>
      <RowActions {...props} />
    </TableCell>
  );
}
