import { render, screen } from '@testing-library/react';
import { Users } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './stat-card';

describe('StatCard', () => {
  it('pairs the label (term) with the value (description) inside a list', () => {
    render(
      <dl>
        <StatCard icon={Users} value="500+" label="Active members" />
      </dl>,
    );
    const term = screen.getByRole('term');
    expect(term).toHaveTextContent('Active members');
    const definition = screen.getByRole('definition');
    expect(definition).toHaveTextContent('500+');
    expect(definition.querySelector('span')).toHaveClass('tabular-nums');
    expect(definition.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has a dark tone for ink surfaces', () => {
    const { container } = render(
      <dl>
        <StatCard icon={Users} value="10+" label="Awards" tone="dark" />
      </dl>,
    );
    expect(container.querySelector('[data-slot="stat-card"]')).toHaveClass('bg-white/5');
    expect(screen.getByText('10+')).toHaveClass('text-white');
  });
});
