import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { NewsPage } from '../../contract/news';
import { signInAsAdmin } from './support/staff';
import { expect, test } from './support/test';

/** A unique suffix, so stories running side by side never see each other's data. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Mutating API calls must say they come from the site itself, as the browser's own would. */
function sameOrigin(): Record<string, string> {
  const { baseURL } = test.info().project.use;
  return { origin: new URL(baseURL!).origin };
}

/** Scrolls down the whole page and back, so every entrance animation has run. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = (page.viewportSize()?.height ?? 800) / 2;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.waitForTimeout(700);
  await page.evaluate(() => window.scrollTo(0, 0));
}

const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();

test.describe('The home page', () => {
  test('a visitor finds the thirteen sections in order, with their numbers and links', async ({
    page,
  }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      "Physics Students' Association",
    );
    await expect(main.getByRole('region', { name: 'Introduction' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      "Welcome to the Physics Students' Association",
      'Everything a physics student needs, in one place',
      'A message from our President',
      'Students of physics, building a community of curious minds',
      'Making a difference, inside the department and beyond',
      'At a glance',
      'Programmes in the department',
      'Support that lasts from 100L to graduation',
      'News from the department',
      'Meet the executives',
      'What our members say',
      'Be part of it',
    ]);

    // 2. Welcome: about, events, academics.
    await expect(main.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    await expect(main.getByRole('link', { name: 'Events & News', exact: true })).toHaveAttribute(
      'href',
      '/events',
    );
    await expect(main.getByRole('link', { name: 'Academics Hub', exact: true })).toHaveAttribute(
      'href',
      '/academics',
    );
    // 4. President's message → the executive council.
    await expect(main.getByRole('link', { name: 'Meet the executive council' })).toHaveAttribute(
      'href',
      '/about#executives',
    );
    // 5. About teaser.
    await expect(main.getByRole('link', { name: 'More about the PSA' })).toHaveAttribute(
      'href',
      '/about',
    );
    // 7. The statistics, exactly.
    const glance = main.getByRole('region', { name: 'At a glance' });
    await expect(glance.getByRole('term')).toHaveText([
      'Active Members',
      'Past Questions & Materials',
      'Tutorials Annually',
      'Awards',
    ]);
    await expect(glance.getByRole('definition')).toHaveText(['500+', '1000+', '20+', '10+']);
    // The past questions have somewhere to go (issue 10).
    await expect(glance.getByRole('link', { name: /Past Questions & Materials/ })).toHaveAttribute(
      'href',
      '/academics/past-questions',
    );
    // 8. Programmes, each with an outside details link.
    const programmes = main.getByRole('region', { name: 'Programmes', exact: true });
    await expect(programmes.getByRole('heading', { level: 3 })).toHaveText([
      'B.Sc. Physics',
      'M.Sc. Theoretical Physics',
      'Ph.D. Astrophysics',
    ]);
    await expect(programmes.getByText(/^Duration:/)).toHaveText([
      'Duration: 4 years',
      'Duration: 2 years',
      'Duration: 3-5 years',
    ]);
    const details = programmes.getByRole('link', { name: /^View Details of B\.Sc\. Physics/ });
    await expect(details).toHaveAttribute('target', '_blank');
    await expect(details).toHaveAttribute('href', /^https:\/\//);
    // 9. Why choose: faculty, academics, events.
    await expect(main.getByRole('link', { name: 'Meet our faculty advisers' })).toHaveAttribute(
      'href',
      '/about#faculty',
    );
    await expect(main.getByRole('link', { name: 'Explore the Academics Hub' })).toHaveAttribute(
      'href',
      '/academics',
    );
    await expect(main.getByRole('link', { name: 'See events and news' })).toHaveAttribute(
      'href',
      '/events',
    );
    // 10. Announcements → /events.
    await expect(main.getByRole('link', { name: 'All events and news' })).toHaveAttribute(
      'href',
      '/events',
    );
    // 11. Four executives, 12. four testimonials.
    await expect(
      main.getByRole('region', { name: 'Executives' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(4);
    await expect(
      main.getByRole('region', { name: 'Testimonials' }).getByRole('link', { name: /^Read more/ }),
    ).toHaveCount(4);
    // 13. Calls to action: about, events, contact.
    const next = main.getByRole('region', { name: 'Be part of it' });
    await expect(next.getByRole('link')).toHaveCount(3);
    await expect(next.getByRole('link', { name: /Discover our story/ })).toHaveAttribute(
      'href',
      '/about',
    );
    await expect(next.getByRole('link', { name: /Join the next event/ })).toHaveAttribute(
      'href',
      '/events',
    );
    await expect(next.getByRole('link', { name: /Get in touch/ })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('the latest announcements are the three newest news items, linking to their pages', async ({
    page,
  }) => {
    const title = `Lab safety briefing ${unique()}`;
    await signInAsAdmin(page);
    const created = await page.request.post('/api/academic-news', {
      headers: sameOrigin(),
      data: {
        name: 'E2E Desk',
        title,
        summary: 'Everyone in 200L attends before the first practical.',
        date: '2026-11-21',
        category: 'academic',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { _id: id } = (await created.json()) as { _id: string };

    await page.goto('/');
    const section = page.getByRole('region', { name: 'News from the department' });
    await section.scrollIntoViewIfNeeded();
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(3);
    // Stories running alongside may publish news between two reads: the page and the API agree
    // when read together.
    await expect(async () => {
      const newest = (await (
        await page.request.get('/api/academic-news?limit=3')
      ).json()) as NewsPage;
      await page.reload();
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
        newest.news.map((item) => item.title),
        { timeout: 2_000 },
      );
    }).toPass({ timeout: 15_000 });
    await expect(section.getByRole('link', { name: title })).toHaveAttribute('href', `/news/${id}`);

    await page.request.delete(`/api/academic-news/${id}`, { headers: sameOrigin() });
  });

  test('a testimonial’s Read more opens the full testimonial; an unknown one is not found', async ({
    page,
    consoleGuard,
  }) => {
    await page.goto('/');
    const testimonials = page.getByRole('region', { name: 'Testimonials' });
    await testimonials.getByRole('link', { name: 'Read more from Chiamaka Obi' }).click();
    await expect(page).toHaveURL('/testimonials/chiamaka-obi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chiamaka Obi');
    await expect(page.getByText(/Two years later I was the one running the clinic/)).toBeVisible();
    await expect(page).toHaveTitle(/Chiamaka Obi/);

    consoleGuard.allow(/status of 404/);
    const missing = await page.goto('/testimonials/no-such-person');
    expect(missing?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    const found = await page.request.get('/testimonials/tunde-bakare');
    expect(found.status()).toBe(200);
  });

  test('a visitor writes through the contact page, and staff find the message in the inbox', async ({
    page,
    consoleGuard,
  }) => {
    // The server answers a form with mistakes 400, with what to fix.
    consoleGuard.allow(/status of 400/);
    const subject = `Seminar idea ${unique()}`;
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Be part of it' })
      .getByRole('link', { name: /Get in touch/ })
      .click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Get in touch' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'info@psa-chapter.org' }).first()).toBeVisible();

    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Enter your name')).toBeVisible();
    await expect(form.getByText('Enter your email address')).toBeVisible();
    await expect(form.getByLabel('Full name')).toBeFocused();

    await form.getByLabel('Full name').fill('Kemi Ade');
    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('Could we host a talk on gravitational waves?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    await form.getByLabel('Email address').fill('kemi@example.org');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
    await expect(page.getByText('We will reply to kemi@example.org')).toBeVisible();

    await signInAsAdmin(page, '/admin/inbox');
    const message = page.getByRole('article', { name: `${subject} from Kemi Ade` });
    await expect(message).toContainText('Could we host a talk on gravitational waves?');
    await message.getByRole('button', { name: /Mark as handled/ }).click();
    await expect(page.getByText('Marked handled: Kemi Ade')).toBeVisible();
    await expect(message).toBeHidden();
    await page.getByRole('button', { name: 'Handled', exact: true }).click();
    const handled = page.getByRole('article', { name: `${subject} from Kemi Ade` });
    await expect(handled).toContainText('Handled');
    await handled.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(handled).toBeHidden();
  });

  for (const path of ['/', '/about', '/contact']) {
    test(`axe finds no WCAG 2.1 A/AA violations on ${path}`, async ({ page }) => {
      test.slow();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scrollThrough(page);
      const results = await axe(page);
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`),
      ).toEqual([]);
    });
  }
});
