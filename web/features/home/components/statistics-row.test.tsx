import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteContent } from '@/test/site-content';
import { renderWithRouter } from '@/test/render';
import { StatisticsRow } from './statistics-row';

describe('StatisticsRow', () => {
  it('links only the past questions figure, to the past questions page', () => {
    renderWithRouter(<StatisticsRow statistics={siteContent().statistics} />);
    const glance = screen.getByRole('region', { name: 'At a glance' });
    expect(
      within(glance)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Active Members', 'Past Questions & Materials', 'Tutorials Annually', 'Awards']);
    const [link, ...others] = within(glance).getAllByRole('link');
    expect(others).toEqual([]);
    expect(link).toHaveAccessibleName('1000+ Past Questions & Materials');
    expect(link).toHaveAttribute('href', '/academics/past-questions');
  });
});
