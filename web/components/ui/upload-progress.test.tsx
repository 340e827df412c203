import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadProgress } from './upload-progress';

describe('<UploadProgress>', () => {
  it('shows the fraction sent as an accessible progress bar', () => {
    render(<UploadProgress value={0.426} label="Uploading photo" />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading photo' });
    expect(bar).toHaveAttribute('aria-valuenow', '43');
    expect(screen.getByText('43%')).toBeInTheDocument();
  });

  it('says the server is processing once everything is sent, and hides when idle', () => {
    const { rerender } = render(<UploadProgress value={1} />);
    expect(screen.getByText('Processing…')).toBeInTheDocument();
    rerender(<UploadProgress value={null} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
