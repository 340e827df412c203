import type { QnaEntry } from '@contract/qna';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter } from '@/test/render';
import { AskForm } from './ask-form';
import { QuestionDetail } from './question-detail';
import { QuestionList } from './question-list';
import { TutorialComments } from './tutorial-comments';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

const entry = (overrides: Partial<QnaEntry>): QnaEntry => ({
  _id: 'q1',
  id: 'q1',
  question: 'Why is $E = mc^2$?',
  author: 'Chidi',
  category: 'pure-physics',
  level: '100L',
  date: '2026-11-20T00:00:00.000Z',
  answered: false,
  answers: [],
  tags: ['relativity'],
  ...overrides,
});
const entries = [
  entry({}),
  entry({
    _id: 'q2',
    id: 'q2',
    question: 'How do seismic waves travel?',
    category: 'geophysics',
    level: '300L',
    answered: true,
    tags: ['waves'],
    answers: [
      {
        id: 'a1',
        author: 'Dr. Eze',
        content: 'As P and S waves',
        date: '2026-11-21T00:00:00.000Z',
        helpful: 2,
      },
    ],
  }),
];
const xss =
  '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script> $\\href{javascript:alert(1)}{x}$';

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/qna' && (init?.method ?? 'GET') === 'GET') return jsonResponse(entries);
    if (url.endsWith('/helpful')) return jsonResponse({ helpful: 3 });
    if (url === '/api/tutorials/t1') {
      return jsonResponse({
        _id: 't1',
        type: 'notes',
        title: 'Waves',
        description: 'd',
        level: '100L',
        category: 'pure-physics',
        lecturer: 'L',
        views: 0,
        pdfUrl: '/media/x.pdf',
        keywords: [],
        uploadDate: '2026-11-01T00:00:00.000Z',
        comments: [{ id: 'c1', author: xss, content: xss, date: '2026-11-02T00:00:00.000Z' }],
      });
    }
    return jsonResponse({ received: true }, { status: 201 });
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.restoreAllMocks();
});

const posted = (path: string) =>
  fetchMock.mock.calls.find(([url, init]) => String(url) === path && init?.method === 'POST');

describe('QuestionList', () => {
  it('lists questions with maths rendered and filters by category, answered and search', async () => {
    const { user, container } = renderWithRouter(<QuestionList />);
    expect(await screen.findByText('2 questions')).toBeInTheDocument();
    expect(container.querySelector('.katex')).not.toBeNull();
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
});

describe('AskForm', () => {
  it('checks fields before posting, then posts with the honeypot empty', async () => {
    const { user } = renderWithRouter(<AskForm />);
    await user.click(screen.getByRole('button', { name: 'Post question' }));
    expect(screen.getAllByText('is required').length).toBeGreaterThan(0);
    expect(posted('/api/qna')).toBeUndefined();
    await user.type(screen.getByLabelText('Your name'), 'Ngozi');
    await user.type(screen.getByLabelText('Your question'), 'What is momentum?');
    await user.selectOptions(screen.getByLabelText('Category'), 'pure-physics');
    await user.selectOptions(screen.getByLabelText('Level'), '200L');
    await user.type(screen.getByLabelText(/Tags/), 'mechanics, momentum');
    await user.click(screen.getByRole('button', { name: 'Post question' }));
    expect(await screen.findByText('Your question is posted. Thank you!')).toBeInTheDocument();
    expect(JSON.parse(String(posted('/api/qna')?.[1]?.body))).toEqual({
      name: 'Ngozi',
      question: 'What is momentum?',
      category: 'pure-physics',
      level: '200L',
      tags: ['mechanics', 'momentum'],
      website: '',
    });
  });

  it('shows the server rate-limit message', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(
        { error: 'You have posted several times in a short time. Please try again in 9 minutes.' },
        { status: 429 },
      ),
    );
    const { user } = renderWithRouter(<AskForm />);
    await user.type(screen.getByLabelText('Your name'), 'Ngozi');
    await user.type(screen.getByLabelText('Your question'), 'What is momentum?');
    await user.selectOptions(screen.getByLabelText('Category'), 'pure-physics');
    await user.selectOptions(screen.getByLabelText('Level'), '200L');
    await user.click(screen.getByRole('button', { name: 'Post question' }));
    expect(await screen.findByText(/try again in 9 minutes/)).toBeInTheDocument();
  });
});

describe('QuestionDetail', () => {
  it('marks an answer helpful once per browser', async () => {
    const { user, unmount } = renderWithRouter(<QuestionDetail entry={entries[1]!} />);
    const answer = screen.getByRole('listitem', { name: 'Answer by Dr. Eze' });
    await user.click(within(answer).getByRole('button', { name: 'Helpful (2)' }));
    await waitFor(() =>
      expect(within(answer).getByRole('button', { name: /Marked helpful/ })).toBeDisabled(),
    );
    expect(posted('/api/qna/q2/answers/a1/helpful')).toBeDefined();
    unmount();
    renderWithRouter(<QuestionDetail entry={entries[1]!} />);
    expect(screen.getByRole('button', { name: /Marked helpful/ })).toBeDisabled();
  });

  it('posts an answer', async () => {
    const { user } = renderWithRouter(<QuestionDetail entry={entries[0]!} />);
    expect(screen.getByText('No answers yet. Can you help?')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your name'), 'Tunde');
    await user.type(screen.getByLabelText('Your answer'), 'Because $c$ is constant');
    await user.click(screen.getByRole('button', { name: 'Post answer' }));
    expect(await screen.findByText('Your answer is posted. Thank you!')).toBeInTheDocument();
    expect(JSON.parse(String(posted('/api/qna/q1/answers')?.[1]?.body))).toMatchObject({
      name: 'Tunde',
    });
  });
});

describe('TutorialComments', () => {
  it('renders stored payloads as text and posts a comment', async () => {
    const { user, container } = renderWithRouter(<TutorialComments tutorialId="t1" />);
    expect(await screen.findByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
    expect(container.querySelector('script, img, a[href^="javascript"], [onerror]')).toBeNull();
    expect(screen.getAllByText(/<img src=x onerror/).length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText('Your name'), 'Ife');
    await user.type(screen.getByLabelText('Comment'), 'Great notes');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Your comment is posted.')).toBeInTheDocument();
  });
});
