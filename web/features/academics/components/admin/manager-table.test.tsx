import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TableCell, TableHead, TableRow } from '@/components/ui/table';
import { ActionsCell, ManagerTable } from './manager-table';

describe('ManagerTable', () => {
  it('is named by the tab’s heading and ends each row with its actions', () => {
    render(
      <>
        <h2 id="admin-courses-title">Courses</h2>
        <ManagerTable labelledBy="admin-courses-title" headings={<TableHead>Code</TableHead>}>
          <TableRow>
            <TableCell label="Code">PHY 101</TableCell>
            <ActionsCell title="PHY 101" onEdit={vi.fn()} onDelete={vi.fn()} />
          </TableRow>
        </ManagerTable>
      </>,
    );
    const table = screen.getByRole('table', { name: 'Courses' });
    expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Edit “PHY 101”' })).toBeInTheDocument();
  });
});
