import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgramCard } from './program-card';

describe('ProgramCard', () => {
  it('shows image, title, duration, description and an outside View Details link', () => {
    const { container } = render(
      <ProgramCard
        image={{ card: 'bsc' }}
        imageAlt="An atom"
        title="B.Sc. Physics"
        duration="4 years"
        description="The foundations."
        detailsLink="https://physics.example.edu/bsc"
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'B.Sc. Physics' })).toBeInTheDocument();
    expect(screen.getByText('Duration: 4 years')).toBeInTheDocument();
    expect(screen.getByText('The foundations.')).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'An atom' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      '/art/card-bsc-480.avif 480w, /art/card-bsc-960.avif 960w',
    );
    const link = screen.getByRole('link', { name: /View Details of B\.Sc\. Physics/ });
    expect(link).toHaveAttribute('href', 'https://physics.example.edu/bsc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('View Details of B.Sc. Physics (opens in a new tab)');
  });

  it('links to a placeholder by default, in the same tab', () => {
    render(
      <ProgramCard image={{ card: 'phd' }} title="Ph.D." duration="3-5 years" description="…" />,
    );
    const link = screen.getByRole('link', { name: 'View Details of Ph.D.' });
    expect(link).toHaveAttribute('href', '#');
    expect(link).not.toHaveAttribute('target');
  });
});
