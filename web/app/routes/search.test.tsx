import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SearchResults } from '@contract/search';
import * as search from '@/app/routes/search';
import { fakeReads, testContext } from '@/test/fake-reads';
import { renderPages } from '@/test/pages';

// Allow for a busy machine.
configure({ asyncUtilTimeout: 4000 });

const results: SearchResults = {
  q: 'phy 101',
  groups: [
    {
      kind: 'courses',
      hits: [
        {
          id: 'c1',
          title: 'PHY 101: General Physics I',
          snippet: 'Mechanics and heat.',
          url: '/academics/course/PHY%20101',
        },
      ],
      more: false,
    },
    {
      kind: 'pastQuestions',
      hits: [
        {
          id: 'c1',
          title: 'PHY 101: General Physics I',
          snippet: '2 papers: Test (2025), Examination (2024)',
          url: '/academics/past-questions?category=all&level=all&course=PHY+101',
        },
      ],
      more: false,
    },
  ],
};

function renderSearch(url: string, find = vi.fn(async (q: string) => ({ ...results, q }))) {
  renderPages(
    url,
    [{ path: 'search', module: search }],
    testContext(fakeReads({ search: { find } })),
  );
  return find;
}

describe('/search', () => {
  it('shows the results grouped by kind, each group headed with its count', async () => {
    const find = renderSearch('/search?q=%20phy%20101%20');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “phy 101”' }),
    ).toBeInTheDocument();
    expect(find).toHaveBeenCalledWith('phy 101');
    expect(screen.getByRole('status')).toHaveTextContent('2 results in 2 sections');
    const papers = screen.getByRole('region', { name: /^Past questions ?\(1 result\)$/ });
    expect(
      within(papers).getByRole('link', { name: 'PHY 101: General Physics I' }),
    ).toHaveAttribute('href', '/academics/past-questions?category=all&level=all&course=PHY+101');
    expect(
      within(papers).getByText('2 papers: Test (2025), Examination (2024)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Courses ?\(1 result\)$/ })).toBeInTheDocument();
    // The page's own form is a plain GET to /search holding the search.
    const box = screen.getByRole('searchbox', { name: /^Search news, events/ });
    expect(box).toHaveValue('phy 101');
    expect(box.closest('form')).toHaveAttribute('action', '/search');
  });

  it('says so when nothing is found', async () => {
    renderSearch(
      '/search?q=zzz',
      vi.fn(async (q: string) => ({ q, groups: [] })),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('No results for “zzz”');
  });

  it('asks for a search, and makes no query, when none was typed', async () => {
    const find = renderSearch('/search?q=%20%20');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search the site' }),
    ).toBeInTheDocument();
    expect(screen.getByText('What are you looking for?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Past questions' })).toHaveAttribute(
      'href',
      '/academics/past-questions',
    );
    expect(find).not.toHaveBeenCalled();
  });

  it('shows the error in place of the results when the search fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSearch(
      '/search?q=phy',
      vi.fn(async () => {
        throw new Error('database is locked');
      }),
    );
    expect(
      await screen.findByText('Error searching: The search could not be done'),
    ).toBeInTheDocument();
  });
});
