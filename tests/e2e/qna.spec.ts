import type { Page } from '@playwright/test';
import { qnaEntrySchema } from '../../contract/qna';
import { tutorialSchema } from '../../contract/tutorials';
import { signInAsAdmin } from './support/staff';
import { expect, test } from './support/test';

/** A unique mark, so stories running side by side never see each other's questions. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function sameOrigin(): Record<string, string> {
  const { baseURL } = test.info().project.use;
  return { origin: new URL(baseURL!).origin };
}

test('A student asks a question with $E = mc^2$, another answers, the answer is marked helpful, staff mark it answered', async ({
  page,
}) => {
  const mark = unique();
  const question = `Why does $E = mc^2$ hold for a body at rest? (${mark})`;

  await page.goto('/academics/qna');
  await expect(page.getByRole('heading', { level: 1, name: 'Q&A Forum' })).toBeVisible();
  const ask = page.getByRole('form', { name: 'Ask a question' });
  await ask.getByLabel('Your name').fill('Amaka Obi');
  await ask.getByLabel('Your question').fill(question);
  await ask.getByLabel('Category').selectOption({ label: 'Pure Physics' });
  await ask.getByLabel('Level').selectOption('200L');
  await ask.getByLabel(/Tags/).fill('relativity, energy');
  await ask.getByRole('button', { name: 'Post question' }).click();
  await expect(ask.getByRole('status')).toHaveText('Your question is posted. Thank you!');

  // Newest first, with the maths rendered by KaTeX.
  const card = page.getByRole('listitem').filter({ hasText: mark });
  await expect(card).toBeVisible();
  await expect(card.locator('.katex').first()).toBeVisible();
  await card.getByRole('link', { name: /0 answers/ }).click();
  await expect(page).toHaveURL(/\/academics\/qna\/[^/]+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(mark);
  await expect(heading.locator('.katex')).toBeVisible();
  await expect(page.getByText('No answers yet. Can you help?')).toBeVisible();

  // Another student answers.
  const answerForm = page.getByRole('form', { name: 'Answer this question' });
  await answerForm.getByLabel('Your name').fill('Bola Ade');
  await answerForm.getByLabel('Your answer').fill('At rest $p = 0$, so $E^2 = (mc^2)^2$.');
  await answerForm.getByRole('button', { name: 'Post answer' }).click();
  const answer = page.getByRole('listitem', { name: 'Answer by Bola Ade' });
  await expect(answer).toBeVisible();
  await expect(answer.locator('.katex')).toHaveCount(2);

  // Helpful, once per browser.
  await answer.getByRole('button', { name: 'Helpful (0)' }).click();
  await expect(answer.getByRole('button', { name: 'Marked helpful (1)' })).toBeDisabled();
  await page.reload();
  await expect(
    page
      .getByRole('listitem', { name: 'Answer by Bola Ade' })
      .getByRole('button', { name: /Marked helpful/ }),
  ).toBeDisabled();
  const questionUrl = page.url();

  // Staff mark it answered.
  await signInAsAdmin(page, '/admin/qna');
  const item = page
    .getByRole('listitem', { name: 'Question by Amaka Obi' })
    .filter({ hasText: mark });
  await item.getByRole('button', { name: 'Mark answered' }).click();
  await expect(item.getByRole('button', { name: 'Mark unanswered' })).toBeVisible();
  await expect(item.getByText('Answered', { exact: true })).toBeVisible();

  await page.goto(questionUrl);
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();
});

const payload =
  '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script><svg onload="window.__xss=1"></svg>' +
  ' $\\href{javascript:window.__xss=1}{click}$ $$\\url{javascript:window.__xss=1}$$ $\\htmlClass{pwned}{x}$ $\\htmlId{pwned}{x}$';
const shortPayload = '<img src=x onerror=window.__xss=1>';

async function expectInert(page: Page, mark: string) {
  await expect(page.getByText(mark).first()).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  await expect(page.locator('img[src="x"], svg[onload], [onerror], .pwned, #pwned')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript"]')).toHaveCount(0);
  await expect(page.locator('main script')).toHaveCount(0);
}

test('XSS payloads in every text field are rendered inert', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const mark = unique();

  // Staff post through the API (not rate-limited), filling every field with markup and TeX tricks.
  await signInAsAdmin(page, '/admin/qna');
  const created = await page.request.post('/api/qna', {
    headers: sameOrigin(),
    data: {
      question: `${payload} ${mark}`,
      author: shortPayload,
      category: 'geophysics',
      level: '300L',
      tags: [shortPayload],
      answers: [{ author: shortPayload, content: `${payload} answer-${mark}` }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const entry = qnaEntrySchema.parse(await created.json());
  const tutorials = tutorialSchema
    .array()
    .parse(await (await page.request.get('/api/tutorials')).json());
  const tutorial = tutorials[0]!;
  const comment = await page.request.post(`/api/tutorials/${tutorial._id}/comments`, {
    headers: sameOrigin(),
    data: { name: shortPayload, comment: `${payload} comment-${mark}` },
  });
  expect(comment.status(), await comment.text()).toBe(201);

  // A public answer through the form, too.
  await page.goto(`/academics/qna/${entry.id}`);
  const answerForm = page.getByRole('form', { name: 'Answer this question' });
  await answerForm.getByLabel('Your name').fill(shortPayload);
  await answerForm.getByLabel('Your answer').fill(`${payload} typed-${mark}`);
  await answerForm.getByRole('button', { name: 'Post answer' }).click();
  await expect(page.getByText(`typed-${mark}`)).toBeVisible();
  await expectInert(page, mark);

  await page.goto('/academics/qna');
  await expectInert(page, mark);
  await page.goto('/admin/qna');
  await expectInert(page, `comment-${mark}`);
  await page.goto(`/tutorials/${tutorial._id}`);
  await expectInert(page, `comment-${mark}`);

  expect(dialogs).toEqual([]);
});

test('Two students on one network each mark an answer helpful, without JavaScript, and each mark is kept', async ({
  page,
  browser,
}) => {
  const mark = unique();
  await signInAsAdmin(page, '/admin/qna');
  const created = await page.request.post('/api/qna', {
    headers: sameOrigin(),
    data: {
      question: `Is light a wave or a particle? (${mark})`,
      author: 'Chidi',
      category: 'pure-physics',
      level: '100L',
      answers: [{ author: 'Dr. Eze', content: 'Both, depending on how you look.' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const entry = qnaEntrySchema.parse(await created.json());

  // Both browsers reach the site from the same address, as on a campus Wi-Fi.
  for (const [count, student] of [
    [1, 'Ada'],
    [2, 'Bola'],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const visitor = await context.newPage();
    await visitor.goto(`/academics/qna/${entry.id}`);
    const answer = visitor.getByRole('listitem', { name: 'Answer by Dr. Eze' });
    await answer.getByRole('button', { name: `Helpful (${count - 1})` }).click();
    await expect(
      answer.getByRole('button', { name: `Marked helpful (${count})` }),
      student,
    ).toBeDisabled();
    // The server remembers the mark for this browser: it arrives marked.
    await visitor.reload();
    await expect(
      visitor
        .getByRole('listitem', { name: 'Answer by Dr. Eze' })
        .getByRole('button', { name: /Marked helpful/ }),
    ).toBeDisabled();
    await context.close();
  }
});
