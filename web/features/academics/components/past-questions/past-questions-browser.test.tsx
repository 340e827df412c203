import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paper } from '@/features/academics/testing/fixtures';
import { renderAcademics } from '@/features/academics/testing/routes';
import { MY_CATEGORY_LEVEL_COOKIE } from '@/lib/my-category-level';
import { fakeReads, testContext } from '@/test/fake-reads';

// Allow for a busy machine.
configure({ asyncUtilTimeout: 4000 });
afterEach(() => {
  document.cookie = `${MY_CATEGORY_LEVEL_COOKIE}=; Path=/; Max-Age=0`;
  vi.restoreAllMocks();
});

const papers = [paper('PHY 101', 2025), paper('PHY 102', 2025), paper('PHY 101', 2024)];
const count = () => screen.getByText(/^\d+ papers?$/);

function renderBank(list = papers) {
  const read = vi.fn(async () => list);
  const rendered = renderAcademics(
    '/academics/past-questions',
    testContext(fakeReads({ pastQuestions: { list: read } })),
  );
  return { read, ...rendered };
}

describe('/academics/past-questions', { timeout: 20_000 }, () => {
  it('lists papers by year and filters by course and year; each downloads its PDF', async () => {
    const { read, user, location } = renderBank();
    await screen.findByRole('heading', { level: 1, name: 'Past Questions' });
    expect(count()).toHaveTextContent('3 papers');
    // The whole bank: the page narrows it.
    expect(read).toHaveBeenCalledWith();
    const y2025 = screen.getByRole('region', { name: '2025' });
    expect(within(y2025).getAllByRole('link', { name: /Download PDF/ })[0]).toHaveAttribute(
      'href',
      `/media/d/${'a'.repeat(64)}.pdf?name=PHY-101-2025-PHY-101-2025-examination`,
    );

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Course' }),
      'PHY 101: Course PHY 101',
    );
    await waitFor(() => expect(count()).toHaveTextContent('2 papers'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2024');
    await waitFor(() => expect(count()).toHaveTextContent('1 paper'));
    expect(screen.getByRole('heading', { name: 'PHY 101 2024 examination' })).toBeVisible();
    // The filters live in the address.
    const params = new URLSearchParams(location().search);
    expect(params.get('course')).toBe('PHY 101');
    expect(params.get('year')).toBe('2024');
  });

  it('opens on the remembered category and level', async () => {
    document.cookie = `${MY_CATEGORY_LEVEL_COOKIE}=pure-physics.100L; Path=/`;
    renderBank([...papers, paper('GPH 301', 2025, { category: 'geophysics', level: '300L' })]);
    await screen.findByRole('heading', { level: 1, name: 'Past Questions' });
    expect(count()).toHaveTextContent('3 papers');
    expect(screen.queryByRole('heading', { name: 'GPH 301 2025 examination' })).toBeNull();
  });

  it('offers Try Again when the bank cannot be read, and shows it once it can', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    const list = async () => {
      if (failing) throw new Error('Database is down');
      return papers;
    };
    const { user } = renderAcademics(
      '/academics/past-questions',
      testContext(fakeReads({ pastQuestions: { list } })),
    );
    expect(
      await screen.findByText('Error loading past questions: Failed to fetch past questions'),
    ).toBeVisible();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(count()).toHaveTextContent('3 papers'));
  });
});
