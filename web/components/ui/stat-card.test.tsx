import { render, screen } from '@testing-library/react';
import { FileText, Users } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
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

  it('becomes a link over the whole card with href, named by its figure and label', async () => {
    const { container, router, user } = renderWithRouter(
      <dl>
        <StatCard
          icon={FileText}
          value="1000+"
          label="Past Questions & Materials"
          href="/academics/past-questions"
          tone="dark"
        />
      </dl>,
    );
    const link = screen.getByRole('link', { name: '1000+ Past Questions & Materials' });
    expect(link).toHaveAttribute('href', '/academics/past-questions');
    // Still a term and its description; the link lives in the term.
    expect(screen.getByRole('term')).toContainElement(link);
    expect(screen.getByRole('term')).toHaveTextContent('Past Questions & Materials');
    expect(screen.getByRole('definition')).toHaveTextContent('1000+');
    // The link covers the card, and the card shows where the keyboard focus is.
    expect(link).toHaveClass('after:absolute', 'after:inset-0');
    expect(container.querySelector('[data-slot="stat-card"]')).toHaveClass(
      'relative',
      'has-[a:focus-visible]:outline-2',
    );

    await user.tab();
    expect(link).toHaveFocus();
    await user.click(link);
    expect(router.state.location.pathname).toBe('/academics/past-questions');
  });

  it('has no link without href', () => {
    render(
      <dl>
        <StatCard icon={Users} value="500+" label="Active members" />
      </dl>,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});
