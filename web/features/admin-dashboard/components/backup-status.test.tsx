import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { BackupStatus } from './backup-status';

describe('BackupStatus', () => {
  it('says there is no backup yet and how to turn scheduled backups on', async () => {
    renderWithRouter(<BackupStatus backup={{ lastAt: null, scheduled: false }} />);
    expect(await screen.findByText('No backup yet')).toBeInTheDocument();
    expect(screen.getByText(/Scheduled backups are off/)).toHaveTextContent(
      'set BACKUP_SCHEDULE and BACKUP_DIR on the server, or run npm run backup',
    );
  });

  it('shows when the last backup was made, without the hint when backups are scheduled', async () => {
    renderWithRouter(
      <BackupStatus backup={{ lastAt: '2026-11-22T09:05:00.000Z', scheduled: true }} />,
    );
    const time = await screen.findByText('Nov 22, 2026, 9:05 AM');
    expect(time).toHaveAttribute('datetime', '2026-11-22T09:05:00.000Z');
    expect(time.closest('p')).toHaveTextContent('Last backup: Nov 22, 2026, 9:05 AM');
    expect(screen.queryByText(/Scheduled backups are off/)).not.toBeInTheDocument();
  });
});
