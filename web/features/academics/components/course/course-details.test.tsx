import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { course } from '@/features/academics/testing/fixtures';
import { renderAcademics } from '@/features/academics/testing/routes';
import { fakeReads, testContext } from '@/test/fake-reads';
import { papersByYear } from './course-details';

// Allow for a busy machine.
configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.restoreAllMocks());

const pdf = `/media/d/${'c'.repeat(64)}.pdf`;
const phy101 = course('PHY 101', {
  title: 'General Physics I',
  credits: 3,
  outline: ['Units, dimensions and vectors', "Newton's laws of motion"],
  materials: [
    { id: 'notes', title: 'Lecture notes', type: 'PDF', url: pdf, downloadable: true },
    {
      id: 'video',
      title: 'Recorded lecture',
      type: 'VIDEO',
      url: 'https://youtu.be/abc123XYZ_0',
      downloadable: false,
    },
  ],
  pastQuestions: [
    { id: 'a', title: 'First semester examination', year: 2024, type: 'Exam', url: pdf },
    { id: 'b', title: 'Mid-semester test', year: 2025, type: 'Test', url: pdf },
    { id: 'c', title: 'First semester examination', year: 2025, type: 'Exam', url: pdf },
  ],
});

describe('/academics/course/{id}', { timeout: 20_000 }, () => {
  it('shows code, title, credits, category, level, outline, materials and past questions by year', async () => {
    const item = vi.fn(async (key: string) => (key === 'PHY 101' ? phy101 : undefined));
    renderAcademics('/academics/course/PHY%20101', testContext(fakeReads({ courses: { item } })));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'General Physics I' }),
    ).toBeVisible();
    expect(item).toHaveBeenCalledWith('PHY 101');
    const facts = screen.getByRole('list', { name: 'Course facts' });
    expect(facts).toHaveTextContent('Pure Physics');
    expect(facts).toHaveTextContent('100L');
    expect(facts).toHaveTextContent('3 credits');
    expect(screen.getByText('PHY 101')).toBeVisible();
    expect(screen.getByText("Newton's laws of motion")).toBeVisible();

    const materials = screen.getByRole('region', { name: 'Materials' });
    expect(
      within(materials).getByRole('link', { name: /Download: Lecture notes/ }),
    ).toHaveAttribute('href', `${pdf}?name=PHY-101-Lecture-notes`);
    expect(within(materials).getByTitle('Video: Recorded lecture')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abc123XYZ_0?rel=0',
    );

    const papers = screen.getByRole('region', { name: 'Past questions' });
    const years = within(papers)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(years).toEqual(['2025', '2024']);
    const y2025 = within(papers).getByRole('region', { name: '2025' });
    expect(within(y2025).getAllByRole('link', { name: /Download PDF/ })).toHaveLength(2);
    expect(within(y2025).getAllByRole('link')[0]).toHaveAttribute('download');
  });

  it('shows the not-found page for an unknown course', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAcademics('/academics/course/XYZ%20999');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  });

  it('groups papers by year, newest first', () => {
    expect(
      papersByYear(phy101.pastQuestions).map(({ year, papers }) => [year, papers.length]),
    ).toEqual([
      [2025, 2],
      [2024, 1],
    ]);
  });
});
