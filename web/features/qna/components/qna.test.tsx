import type { QnaEntry } from '@contract/qna';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RenderedMathContext } from '@/components/math-text';
import { answer, question } from '@/features/qna/testing/fixtures';
import { renderMath } from '@/lib/math.server';
import type { Settled } from '@/lib/settled';
import { renderWithRouter } from '@/test/render';
import { QuestionList } from './question-list';
import { TutorialComments } from './tutorial-comments';

const entries = [
  question(),
  question({
    id: 'q2',
    question: 'How do seismic waves travel?',
    category: 'geophysics',
    level: '300L',
    answered: true,
    tags: ['waves'],
    answers: [answer()],
  }),
];

/** The list as the route hands it down, its maths rendered as the loader does. */
function renderList(current: Settled<QnaEntry[]>, refresh = vi.fn()) {
  const math = renderMath(current.ok ? current.data.map((entry) => entry.question) : []);
  const rendered = renderWithRouter(
    <RenderedMathContext value={math}>
      <QuestionList questions={{ current, refresh, refreshing: false }} />
    </RenderedMathContext>,
  );
  return { ...rendered, refresh };
}

describe('QuestionList', () => {
  it('lists questions with maths rendered and filters by category, answered, search and tag', async () => {
    const { user, container } = renderList({ ok: true, data: entries });
    expect(screen.getByText('2 questions')).toBeInTheDocument();
    expect(container.querySelector('.katex')).not.toBeNull();
    expect(screen.getByRole('link', { name: /^1 answer/ })).toHaveAttribute(
      'href',
      '/academics/qna/q2',
    );
    await user.selectOptions(screen.getByLabelText('Category'), 'geophysics');
    expect(screen.getByText('1 question')).toBeInTheDocument();
    expect(screen.getByText('How do seismic waves travel?')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'unanswered');
    expect(screen.getByText('No questions match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await user.type(screen.getByLabelText('Search questions'), 'P and S');
    expect(screen.getByText('1 question')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search questions'));
    await user.selectOptions(screen.getByLabelText('Tag'), 'relativity');
    expect(screen.getByText('1 question')).toBeInTheDocument();
  });

  it('invites the first question when there is none', () => {
    renderList({ ok: true, data: [] });
    expect(screen.getByText('No questions yet. Be the first to ask!')).toBeInTheDocument();
  });

  it('shows why the list failed, with Try Again', async () => {
    const { user, refresh } = renderList({ ok: false, error: 'Failed to fetch questions' });
    expect(screen.getByText('Failed to fetch questions')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refresh).toHaveBeenCalledOnce();
  });
});

describe('TutorialComments', () => {
  it('lists the comments with their authors, dates and maths, then the form', async () => {
    const comments = [
      { id: 'c1', author: 'Ife', content: 'So $\\omega = ck$?', date: '2026-11-02T00:00:00.000Z' },
    ];
    const { container } = renderWithRouter(
      <RenderedMathContext value={renderMath(comments.map((comment) => comment.content))}>
        <TutorialComments comments={comments} />
      </RenderedMathContext>,
    );
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('Ife')).toBeInTheDocument();
    expect(within(item).getByText('November 2, 2026')).toBeInTheDocument();
    expect(container.querySelector('.katex')).not.toBeNull();
    expect(await screen.findByRole('form', { name: 'Add a comment' })).toBeInTheDocument();
  });

  it('says when there are no comments yet', () => {
    renderWithRouter(<TutorialComments comments={[]} />);
    expect(screen.getByRole('heading', { name: 'Comments (0)' })).toBeInTheDocument();
    expect(screen.getByText('No comments yet.')).toBeInTheDocument();
  });
});
