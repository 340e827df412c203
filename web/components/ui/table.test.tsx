import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';

function People({ stack }: { stack?: boolean }) {
  return (
    <Table stack={stack} aria-label="People">
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Role</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableCell>Ada</TableCell>
          <TableCell label="Role">Admin</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

describe('Table', () => {
  it('is a real table with headers and cells, in a scrolling wrapper', () => {
    render(<People />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(table.parentElement).toHaveAttribute('data-slot', 'table-container');
    expect(table.parentElement).toHaveClass('overflow-x-auto');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Role']);
    expect(within(table).getByRole('cell', { name: 'Admin' })).toBeInTheDocument();
    expect(table).not.toHaveAttribute('data-stack');
  });

  it('marks a stacking table, and labels cells for the card view', () => {
    render(<People stack />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(table).toHaveAttribute('data-stack', '');
    expect(table).toHaveClass('group/table');
    const cell = within(table).getByRole('cell', { name: 'Admin' });
    expect(cell).toHaveAttribute('data-label', 'Role');
    expect(cell.className).toContain('before:content-[attr(data-label)]');
    expect(within(table).getByRole('cell', { name: 'Ada' })).not.toHaveAttribute('data-label');
  });
});
