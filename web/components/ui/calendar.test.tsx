import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Calendar } from './calendar';

function Picker({ marked }: { marked?: Date[] }) {
  const [day, setDay] = useState(new Date(2026, 10, 22));
  return (
    <>
      <Calendar
        mode="single"
        required
        selected={day}
        onSelect={setDay}
        defaultMonth={day}
        today={new Date(2026, 10, 22)}
        marked={marked}
        markedLabel="has events"
      />
      <output>{day.toDateString()}</output>
    </>
  );
}

describe('Calendar', () => {
  it('shows the month with today and the selected day named for screen readers', () => {
    render(<Picker />);
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Today, Sunday, November 22, 2026, selected' }),
    ).toHaveAttribute('data-selected', 'true');
  });

  it('marks days and says so in their names', () => {
    render(<Picker marked={[new Date(2026, 10, 2)]} />);
    const marked = screen.getByRole('button', { name: 'Monday, November 2, 2026, has events' });
    expect(marked).toHaveAttribute('data-marked', 'true');
    expect(screen.getByRole('button', { name: 'Tuesday, November 3, 2026' })).not.toHaveAttribute(
      'data-marked',
    );
  });

  it('selects a clicked day and moves between months', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Picker />);
    await user.click(screen.getByRole('button', { name: 'Tuesday, November 3, 2026' }));
    expect(screen.getByText('Tue Nov 03 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next month/i }));
    expect(screen.getByText('December 2026')).toBeInTheDocument();
  });
});
