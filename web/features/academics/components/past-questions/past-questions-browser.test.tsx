import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { MY_CATEGORY_LEVEL_KEY } from '@/lib/my-category-level';
import { stubApi } from '@/test/fake-api';
import { paper } from '@/features/academics/testing/fixtures';
import { preloadRoutes, renderAcademics } from '@/features/academics/testing/routes';

beforeAll(preloadRoutes, 30_000);
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const papers = [paper('PHY 101', 2025), paper('PHY 102', 2025), paper('PHY 101', 2024)];
const count = () => screen.getByText(/^\d+ papers?$/);

describe('/academics/past-questions', { timeout: 20_000 }, () => {
  it('lists papers by year and filters by course and year; each downloads its PDF', async () => {
    const { calls } = stubApi({ 'GET /api/past-questions': () => jsonResponse(papers) });
    const { user } = renderAcademics('/academics/past-questions');
    await screen.findByRole('heading', { level: 1, name: 'Past Questions' }, { timeout: 5000 });
    await waitFor(() => expect(count()).toHaveTextContent('3 papers'));
    expect(calls.find((call) => call.path === '/api/past-questions')?.search).toBe('');
    const y2025 = screen.getByRole('region', { name: '2025' });
    expect(within(y2025).getAllByRole('link', { name: /Download PDF/ })[0]).toHaveAttribute(
      'href',
      `/media/d/${'a'.repeat(64)}.pdf?name=PHY-101-2025-PHY-101-2025-examination`,
    );

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Course' }),
      'PHY 101: Course PHY 101',
    );
    await waitFor(() => expect(count()).toHaveTextContent('2 papers'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2024');
    await waitFor(() => expect(count()).toHaveTextContent('1 paper'));
    expect(screen.getByRole('heading', { name: 'PHY 101 2024 examination' })).toBeVisible();
  });

  it('asks the API for the remembered category and level', async () => {
    localStorage.setItem(MY_CATEGORY_LEVEL_KEY, '{"category":"pure-physics","level":"100L"}');
    const { calls } = stubApi({ 'GET /api/past-questions': () => jsonResponse(papers) });
    renderAcademics('/academics/past-questions');
    await screen.findByRole('heading', { level: 1, name: 'Past Questions' }, { timeout: 5000 });
    await waitFor(() => expect(count()).toHaveTextContent('3 papers'));
    expect(calls.find((call) => call.path === '/api/past-questions')?.search).toBe(
      '?category=pure-physics&level=100L',
    );
  });
});
