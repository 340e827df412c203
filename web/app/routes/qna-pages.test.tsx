import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAcademics } from '@/features/academics/testing/routes';
import { answer, fakeForum, installMathStyleShim, question } from '@/features/qna/testing/fixtures';
import { fakeReads, testContext } from '@/test/fake-reads';

// Allow for a busy machine.
configure({ asyncUtilTimeout: 4000 });
let uninstallMathStyleShim = () => {};
beforeAll(() => {
  uninstallMathStyleShim = installMathStyleShim();
});
afterAll(() => uninstallMathStyleShim());
afterEach(() => {
  vi.restoreAllMocks();
});

const momentum = question({
  id: 'q2',
  question: 'What is $p = mv$ for light?',
  author: 'Ngozi',
  category: 'geophysics',
  level: '300L',
  date: '2026-11-22T00:00:00.000Z',
  answered: true,
  tags: ['momentum', 'light'],
  answers: [
    answer({ id: 'a1', author: 'Dr. Eze', content: 'It is $p = h/\\lambda$.', helpful: 2 }),
    answer({
      id: 'a2',
      author: 'Tunde',
      content: 'Light has no mass but has momentum.',
      helpful: 0,
    }),
  ],
});
const unanswered = question({ id: 'q1', question: 'Why is $E = mc^2$?' });

const rateLimited = {
  ok: false as const,
  status: 429,
  error: 'You have posted several times in a short time. Please try again in 9 minutes.',
};

describe('/academics/qna (the forum)', { timeout: 20_000 }, () => {
  it('lists the questions from the loader, their maths rendered, each linking to its page', async () => {
    const { container } = renderAcademics(
      '/academics/qna',
      fakeForum([momentum, unanswered]).context,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Q&A Forum' })).toBeVisible();
    const list = screen.getByRole('region', { name: 'Questions' });
    expect(within(list).getByText('2 questions')).toBeVisible();
    // The questions, newest first (each links to its page; their tags are lists of their own).
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .filter((item) => within(item).queryByRole('link'));
    expect(first).toHaveTextContent('Asked by Ngozi on November 22, 2026');
    expect(within(first!).getByText('Answered')).toBeVisible();
    expect(within(first!).getByRole('link', { name: /^2 answers/ })).toHaveAttribute(
      'href',
      '/academics/qna/q2',
    );
    expect(within(second!).getByText('Unanswered')).toBeVisible();
    // The hero's example and every question's maths, typeset on the server.
    expect(screen.getByText('$E = mc^2$')).toBeVisible();
    expect(container.querySelectorAll('.katex').length).toBeGreaterThanOrEqual(3);
  });

  it('asks a question: posts the form to the page, thanks, and lists it', async () => {
    const { context, sent } = fakeForum([unanswered]);
    const { user } = renderAcademics('/academics/qna', context);
    const form = await screen.findByRole('form', { name: 'Ask a question' });
    await user.type(within(form).getByLabelText('Your name'), 'Ngozi');
    await user.type(within(form).getByLabelText('Your question'), 'What is momentum?');
    await user.selectOptions(within(form).getByLabelText('Category'), 'pure-physics');
    await user.selectOptions(within(form).getByLabelText('Level'), '200L');
    await user.type(within(form).getByLabelText(/Tags/), 'mechanics, momentum');
    await user.click(within(form).getByRole('button', { name: 'Post question' }));

    expect(await screen.findByText('Your question is posted. Thank you!')).toBeVisible();
    // What the server checks: the form's fields, the honeypot empty, and nothing else.
    expect(sent).toEqual([
      {
        form: 'ask',
        values: {
          name: 'Ngozi',
          question: 'What is momentum?',
          category: 'pure-physics',
          level: '200L',
          tags: 'mechanics, momentum',
          website: '',
        },
      },
    ]);
    // The page reads the forum again: the new question is listed first.
    const list = screen.getByRole('region', { name: 'Questions' });
    await within(list).findByText('What is momentum?');
    expect(within(list).getByText('2 questions')).toBeVisible();
    // A fresh form: the name, category and level stay for the next question; the rest does not.
    const next = screen.getByRole('form', { name: 'Ask a question' });
    expect(within(next).getByLabelText('Your name')).toHaveValue('Ngozi');
    expect(within(next).getByLabelText('Category')).toHaveValue('pure-physics');
    expect(within(next).getByLabelText('Level')).toHaveValue('200L');
    await waitFor(() => expect(within(next).getByLabelText('Your question')).toHaveValue(''));
    expect(within(next).getByLabelText(/Tags/)).toHaveValue('');
  });

  it('checks the fields with the contract before posting, and focuses the first problem', async () => {
    const { context, sent } = fakeForum([]);
    const { user } = renderAcademics('/academics/qna', context);
    const form = await screen.findByRole('form', { name: 'Ask a question' });
    await user.type(within(form).getByLabelText('Your question'), 'Hm');
    await user.click(within(form).getByRole('button', { name: 'Post question' }));

    expect(await within(form).findByText('Your name is required')).toBeVisible();
    expect(within(form).getByText('Your question must be at least 5 characters')).toBeVisible();
    expect(within(form).getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(form).getByLabelText('Your name')).toHaveFocus());
    expect(within(form).getByLabelText('Your question')).toHaveValue('Hm');
    expect(sent).toHaveLength(0);
  });

  it("shows the server's messages under their fields, and focuses the first", async () => {
    const { context, sent } = fakeForum([], {
      ask: {
        ok: false,
        status: 400,
        error: 'name: must be at most 100 characters',
        fields: { name: 'must be at most 100 characters', tags: 'must have at most 8 entries' },
      },
    });
    const { user } = renderAcademics('/academics/qna', context);
    const form = await screen.findByRole('form', { name: 'Ask a question' });
    await user.type(within(form).getByLabelText('Your name'), 'Ngozi');
    await user.type(within(form).getByLabelText('Your question'), 'What is momentum?');
    await user.selectOptions(within(form).getByLabelText('Category'), 'pure-physics');
    await user.selectOptions(within(form).getByLabelText('Level'), '200L');
    await user.click(within(form).getByRole('button', { name: 'Post question' }));

    // The contract's short messages read as sentences, the same as the form's own checks.
    expect(await within(form).findByText('Your name must be at most 100 characters')).toBeVisible();
    expect(within(form).getByText('Tags must have at most 8 entries')).toBeVisible();
    expect(within(form).getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(form).getByLabelText('Your name')).toHaveFocus());
    // What was typed stays; no message for the whole form, no thanks.
    expect(within(form).getByLabelText('Your question')).toHaveValue('What is momentum?');
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(within(form).queryByText(/Thank you/)).toBeNull();
    expect(sent).toHaveLength(1);
    expect(screen.getByText('No questions yet. Be the first to ask!')).toBeVisible();
  });

  it('shows the rate limit as the form’s message', async () => {
    const { context } = fakeForum([], { ask: rateLimited });
    const { user } = renderAcademics('/academics/qna', context);
    const form = await screen.findByRole('form', { name: 'Ask a question' });
    await user.type(within(form).getByLabelText('Your name'), 'Ngozi');
    await user.type(within(form).getByLabelText('Your question'), 'What is momentum?');
    await user.selectOptions(within(form).getByLabelText('Category'), 'pure-physics');
    await user.selectOptions(within(form).getByLabelText('Level'), '200L');
    await user.click(within(form).getByRole('button', { name: 'Post question' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/try again in 9 minutes/);
    expect(within(form).getByLabelText('Your name')).toHaveValue('Ngozi');
  });

  it('offers Try Again when the questions cannot be read, and lists them once they can', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    const list = async () => {
      if (failing) throw new Error('Database is down');
      return [momentum];
    };
    const { user } = renderAcademics('/academics/qna', testContext(fakeReads({ qna: { list } })));
    expect(await screen.findByText('Failed to fetch questions')).toBeVisible();
    // The form to ask still stands.
    expect(screen.getByRole('form', { name: 'Ask a question' })).toBeVisible();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('1 question')).toBeVisible();
  });
});

describe('read from New York (UTC-5)', { timeout: 20_000 }, () => {
  // A question asked on 22 November is stored as that day at midnight UTC, which is still the
  // 21st in New York: the pages must show the day it was asked, wherever they are formatted.
  beforeAll(() => {
    vi.stubEnv('TZ', 'America/New_York');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('shows the day a question was asked on the list and on its page', async () => {
    expect(new Date(momentum.date).getDate()).toBe(21); // The machine really is in New York.
    const { unmount } = renderAcademics('/academics/qna', fakeForum([momentum]).context);
    const list = await screen.findByRole('region', { name: 'Questions' });
    expect(within(list).getByText(/Asked by/)).toHaveTextContent(
      'Asked by Ngozi on November 22, 2026',
    );
    unmount();
    renderAcademics('/academics/qna/q2', fakeForum([momentum]).context);
    expect(await screen.findByText(/Asked by/)).toHaveTextContent(
      'Asked by Ngozi on November 22, 2026',
    );
  });
});

describe('/academics/qna/{id} (a question)', { timeout: 20_000 }, () => {
  it('shows the question with its badges, author, tags and answers, maths rendered', async () => {
    const { container } = renderAcademics('/academics/qna/q2', fakeForum([momentum]).context);
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('What is');
    expect(title.querySelector('.katex')).not.toBeNull();
    expect(screen.getByText('Geophysics')).toBeVisible();
    expect(screen.getByText('300L')).toBeVisible();
    expect(screen.getByText('Answered')).toBeVisible();
    expect(screen.getByText(/Asked by/)).toHaveTextContent('Asked by Ngozi on November 22, 2026');
    expect(
      within(screen.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['#momentum', '#light']);
    expect(screen.getByRole('heading', { name: '2 answers' })).toBeVisible();
    const first = screen.getByRole('listitem', { name: 'Answer by Dr. Eze' });
    expect(first.querySelector('.katex')).not.toBeNull();
    expect(within(first).getByRole('button', { name: 'Helpful (2)' })).toBeEnabled();
    expect(
      within(screen.getByRole('listitem', { name: 'Answer by Tunde' })).getByText(
        'Light has no mass but has momentum.',
      ),
    ).toBeVisible();
    expect(container.querySelectorAll('.katex').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('link', { name: /All questions/ })).toHaveAttribute(
      'href',
      '/academics/qna',
    );
  });

  it('posts an answer to the page, thanks, and shows it with the others', async () => {
    const { context, sent } = fakeForum([unanswered]);
    const { user } = renderAcademics('/academics/qna/q1', context);
    expect(await screen.findByText('No answers yet. Can you help?')).toBeVisible();
    expect(screen.getByText('Unanswered')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Answer this question' });
    await user.type(within(form).getByLabelText('Your name'), 'Tunde');
    await user.type(within(form).getByLabelText('Your answer'), 'Because $c$ is constant');
    await user.click(within(form).getByRole('button', { name: 'Post answer' }));

    expect(await screen.findByText('Your answer is posted. Thank you!')).toBeVisible();
    expect(sent).toEqual([
      {
        form: 'answer',
        values: {
          questionId: 'q1',
          name: 'Tunde',
          answer: 'Because $c$ is constant',
          website: '',
        },
      },
    ]);
    // The page reads the question again: the answer is there.
    expect(await screen.findByRole('listitem', { name: 'Answer by Tunde' })).toBeVisible();
    expect(screen.getByRole('heading', { name: '1 answer' })).toBeVisible();
    expect(screen.getByText('Answered')).toBeVisible();
    // A fresh form: the name stays, the answer box is empty.
    const next = screen.getByRole('form', { name: 'Answer this question' });
    await waitFor(() => expect(within(next).getByLabelText('Your answer')).toHaveValue(''));
    expect(within(next).getByLabelText('Your name')).toHaveValue('Tunde');
  });

  it("checks the answer before posting, and shows the server's messages under its fields", async () => {
    const { context, sent } = fakeForum([unanswered], {
      answer: {
        ok: false,
        status: 400,
        error: 'answer: must be at most 5000 characters',
        fields: { answer: 'must be at most 5000 characters' },
      },
    });
    const { user } = renderAcademics('/academics/qna/q1', context);
    const form = await screen.findByRole('form', { name: 'Answer this question' });
    await user.type(within(form).getByLabelText('Your name'), 'Tunde');
    await user.type(within(form).getByLabelText('Your answer'), 'Hm');
    await user.click(within(form).getByRole('button', { name: 'Post answer' }));
    expect(
      await within(form).findByText('Your answer must be at least 5 characters'),
    ).toBeVisible();
    await waitFor(() => expect(within(form).getByLabelText('Your answer')).toHaveFocus());
    expect(sent).toHaveLength(0);

    await user.type(within(form).getByLabelText('Your answer'), 'mm, energy');
    await user.click(within(form).getByRole('button', { name: 'Post answer' }));
    expect(
      await within(form).findByText('Your answer must be at most 5000 characters'),
    ).toBeVisible();
    await waitFor(() => expect(within(form).getByLabelText('Your answer')).toHaveFocus());
    expect(within(form).getByLabelText('Your answer')).toHaveValue('Hmmm, energy');
    expect(sent).toHaveLength(1);
    expect(screen.getByText('No answers yet. Can you help?')).toBeVisible();
  });

  it('marks an answer helpful once per browser', async () => {
    const { context, sent } = fakeForum([momentum]);
    const { user, unmount } = renderAcademics('/academics/qna/q2', context);
    const first = await screen.findByRole('listitem', { name: 'Answer by Dr. Eze' });
    await user.click(within(first).getByRole('button', { name: 'Helpful (2)' }));

    const marked = await within(first).findByRole('button', { name: 'Marked helpful (3)' });
    expect(marked).toBeDisabled();
    expect(marked).toHaveAttribute('aria-pressed', 'true');
    expect(within(first).getByRole('status')).toHaveTextContent('Thanks for your feedback');
    expect(sent).toEqual([{ form: 'helpful', values: { questionId: 'q2', answerId: 'a1' } }]);
    // The other answer can still be marked.
    const other = screen.getByRole('listitem', { name: 'Answer by Tunde' });
    expect(within(other).getByRole('button', { name: 'Helpful (0)' })).toBeEnabled();
    // The server keeps which marks it counted for this browser: the page arrives with the mark.
    unmount();

    renderAcademics('/academics/qna/q2', context);
    const again = await screen.findByRole('listitem', { name: 'Answer by Dr. Eze' });
    expect(within(again).getByRole('button', { name: 'Marked helpful (3)' })).toBeDisabled();
    expect(
      within(screen.getByRole('listitem', { name: 'Answer by Tunde' })).getByRole('button', {
        name: 'Helpful (0)',
      }),
    ).toBeEnabled();
  });

  it('never shows a mark the server did not count', async () => {
    // Refused (a 429 for this network's many marks): not marked, now or when the page comes back.
    const { context } = fakeForum([momentum], {
      helpful: {
        ok: false,
        status: 429,
        error: 'This answer has had many helpful marks from your network. Please try again later.',
      },
    });
    const { user, unmount } = renderAcademics('/academics/qna/q2', context);
    const first = await screen.findByRole('listitem', { name: 'Answer by Dr. Eze' });
    await user.click(within(first).getByRole('button', { name: 'Helpful (2)' }));
    expect(await within(first).findByRole('status')).toHaveTextContent(/many helpful marks/);
    expect(within(first).getByRole('button', { name: 'Helpful (2)' })).toBeEnabled();
    unmount();
    renderAcademics('/academics/qna/q2', context);
    const again = await screen.findByRole('listitem', { name: 'Answer by Dr. Eze' });
    expect(within(again).getByRole('button', { name: 'Helpful (2)' })).toBeEnabled();
  });

  it('takes an answer this browser marked before as marked, with the reason', async () => {
    const { context } = fakeForum([momentum], {
      helpful: { ok: false, status: 409, error: 'You have already marked this answer helpful.' },
    });
    const { user } = renderAcademics('/academics/qna/q2', context);
    const first = await screen.findByRole('listitem', { name: 'Answer by Dr. Eze' });
    await user.click(within(first).getByRole('button', { name: 'Helpful (2)' }));
    expect(await within(first).findByRole('status')).toHaveTextContent(
      'You have already marked this answer helpful.',
    );
    expect(within(first).getByRole('button', { name: 'Marked helpful (2)' })).toBeDisabled();
  });

  it('says why a mark failed, and lets the visitor try again', async () => {
    const { context } = fakeForum([momentum], { helpful: rateLimited });
    const { user } = renderAcademics('/academics/qna/q2', context);
    const first = await screen.findByRole('listitem', { name: 'Answer by Dr. Eze' });
    await user.click(within(first).getByRole('button', { name: 'Helpful (2)' }));
    expect(await within(first).findByRole('status')).toHaveTextContent(/try again in 9 minutes/);
    expect(within(first).getByRole('button', { name: 'Helpful (2)' })).toBeEnabled();
  });

  it('shows the not-found page for an unknown question', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAcademics('/academics/qna/nope', fakeForum([momentum]).context);
    expect(
      await screen.findByRole('heading', { name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Return to Home/ })).toHaveAttribute('href', '/');
  });
});
