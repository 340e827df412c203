import fs from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { becomeStudent, pdfBytes, unique } from './support/academics';
import { signInAsAdmin } from './support/staff';
import { expect, test } from './support/test';

test.describe('Academics', () => {
  // Long stories (staff, then a student) on a machine shared with other builds.
  test.beforeEach(() => test.slow());

  test('staff add a course with a past-question PDF, and a student finds it from the hub through its category page and downloads it', async ({
    page,
  }) => {
    const code = `QAT ${100 + Math.floor(Math.random() * 900)}`;
    const title = `Field Methods ${unique()}`;

    // Staff: Academics > Courses > Add Course, with a past question whose PDF they upload.
    await signInAsAdmin(page, '/admin/academics');
    await expect(page.getByRole('heading', { level: 1, name: 'Academics' })).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Add Course' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Course' });
    await dialog.getByLabel('Course code').fill(code);
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Credits').fill('2');
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Geophysics' }).click();
    await dialog.getByRole('combobox', { name: 'Level' }).click();
    await page.getByRole('option', { name: '200L' }).click();
    await dialog.getByLabel('Description').fill('Field work for geophysicists: surveys and logs.');
    await dialog.getByLabel(/Outline/).fill('Survey design\nField safety');

    // Saving with the paper half filled in says what is missing, by the field.
    await dialog.getByRole('button', { name: 'Add past question' }).click();
    const paper = dialog.getByRole('group', { name: 'Past question 1' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(paper.getByText('Title is required')).toBeVisible();
    await expect(
      paper.getByText('The file or link must be an http(s) URL or a /media path'),
    ).toBeVisible();

    await paper.getByLabel('Title').fill('First semester examination');
    await paper.getByLabel('Year').fill('2025');
    await paper.getByLabel(/Upload a PDF for/).setInputFiles({
      name: 'field-methods-2025.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes,
    });
    await expect(paper.getByText('Uploaded field-methods-2025.pdf')).toBeVisible();
    await expect(paper.getByLabel('PDF file or link', { exact: true })).toHaveValue(
      /^\/media\/d\/[0-9a-f]{64}\.pdf$/,
    );
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Created ${code}`)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search courses' }).fill(code);
    await expect(
      page.getByRole('table', { name: 'Courses' }).getByRole('row', { name: new RegExp(title) }),
    ).toBeVisible();

    // A student: the hub, the Geophysics specialization, the course, its past question.
    await becomeStudent(page);
    await page.goto('/academics');
    await expect(page.getByRole('heading', { level: 1, name: 'Academics Hub' })).toBeVisible({
      timeout: 15_000,
    });
    await page
      .getByRole('region', { name: 'Physics Specializations' })
      .getByRole('link', { name: 'Geophysics' })
      .click();
    await expect(page).toHaveURL('/academics/category/geophysics', { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Geophysics' })).toBeVisible({
      timeout: 15_000,
    });
    const level200 = page.getByRole('region', { name: /^200L/ });
    await level200.getByRole('link', { name: `${code}: ${title}` }).click();
    await expect(page).toHaveURL(`/academics/course/${encodeURIComponent(code)}`, {
      timeout: 15_000,
    });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('list', { name: 'Course facts' })).toContainText('2 credits');
    await expect(page.getByText('Survey design')).toBeVisible();

    const papers = page.getByRole('region', { name: 'Past questions' });
    await expect(papers.getByRole('heading', { name: '2025' })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await papers.getByRole('link', { name: /Download PDF.*First semester examination/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(
      `${code.replace(' ', '-')}-2025-First-semester-examination.pdf`,
    );
    const saved = await fs.readFile(await download.path());
    expect(saved.subarray(0, 5).toString()).toBe('%PDF-');

    // The same paper is in the past-question bank.
    await page.goto(
      `/academics/past-questions?course=${encodeURIComponent(code)}&category=all&level=all`,
    );
    await expect(page.getByText('1 paper', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'First semester examination' })).toBeVisible();
  });

  test('on a fresh install, a student opens the past-question bank, downloads a sample paper and receives a real PDF', async ({
    page,
  }) => {
    // The sample content: nothing created here, only what the first start seeded.
    await page.goto('/academics/past-questions');
    await expect(page.getByRole('heading', { level: 1, name: /Past Questions/i })).toBeVisible({
      timeout: 15_000,
    });
    // A first-year student's own papers are shown first: Pure Physics, 100L.
    const papers2024 = page.getByRole('region', { name: '2024' });
    const paper = papers2024
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'PHY 101', exact: true }) });
    await expect(paper.getByRole('heading', { name: 'First semester examination' })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await paper.getByRole('link', { name: /Download PDF/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('PHY-101-2024-First-semester-examination.pdf');
    expect(new URL(download.url()).pathname).toMatch(/^\/media\/d\/[0-9a-f]{64}\.pdf$/);
    const saved = await fs.readFile(await download.path());
    expect(saved.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(saved, { updateMetadata: false });
    expect(pdf.getTitle()).toBe(
      'PHY 101 General Physics I: Past questions: 2024/2025 first semester examination',
    );
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
  });

  test('a student finds the Q&A forum from the hub and from the tutorials, and opens the hub’s news', async ({
    page,
  }) => {
    await page.goto('/academics');
    await page.getByRole('link', { name: 'Ask in the Q&A forum' }).click();
    await expect(page).toHaveURL('/academics/qna');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/academics/tutorials');
    await page.getByRole('link', { name: 'Ask in the Q&A forum' }).click();
    await expect(page).toHaveURL('/academics/qna');

    // Each news card on the hub opens its article.
    await page.goto('/academics');
    const news = page.getByRole('region', { name: 'Academic News' });
    const card = news.getByRole('article').first();
    const title = await card.getByRole('heading', { level: 3 }).innerText();
    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/news\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // 'View All News' still goes to /events (spec), which leads on to the archive.
    await page.goBack();
    await expect(news.getByRole('link', { name: 'View All News' })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  test('unknown courses, categories and tutorials answer 404 with the not-found page', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 404/);
    for (const path of [
      '/academics/course/XYZ%20999',
      '/academics/category/chemistry',
      '/tutorials/nope',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    }
  });
});
