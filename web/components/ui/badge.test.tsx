import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert, AlertDescription, AlertTitle } from './alert';
import { Badge } from './badge';

describe('Badge', () => {
  it.each([
    ['default', 'bg-primary-100'],
    ['success', 'bg-green-100'],
    ['destructive', 'bg-red-100'],
    ['muted', 'bg-muted'],
  ] as const)('has the %s variant', (variant, expected) => {
    render(<Badge variant={variant}>Label</Badge>);
    const badge = screen.getByText('Label');
    expect(badge).toHaveAttribute('data-variant', variant);
    expect(badge).toHaveClass(expected);
  });
});

describe('Alert', () => {
  it('is announced as an alert when destructive, as a status otherwise', () => {
    render(
      <>
        <Alert variant="destructive">
          <AlertTitle>Failed</AlertTitle>
          <AlertDescription>Try again</AlertDescription>
        </Alert>
        <Alert variant="info">Note</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('FailedTry again');
    expect(screen.getByRole('status')).toHaveTextContent('Note');
  });
});
