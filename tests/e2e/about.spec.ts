import { signInAsAdmin } from './support/staff';
import { expect, test, waitUntilLive } from './support/test';

/** A unique suffix, so stories running side by side never see each other's data. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('The About page', () => {
  test('from the home page, the executives and faculty links land on their sections', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('link', { name: 'Meet the executive council' }).click();
    await expect(page).toHaveURL('/about#executives');
    const executives = page.getByRole('region', { name: 'The executive council' });
    await expect(executives).toHaveAttribute('id', 'executives');
    await expect(
      executives.getByRole('heading', { name: 'The executive council' }),
    ).toBeInViewport();

    await page.goto('/');
    await page.getByRole('link', { name: 'Meet our faculty advisers' }).click();
    await expect(page).toHaveURL('/about#faculty');
    const faculty = page.getByRole('region', { name: 'Our faculty advisers' });
    await expect(faculty).toHaveAttribute('id', 'faculty');
    await expect(faculty.getByRole('heading', { name: 'Our faculty advisers' })).toBeInViewport();
  });

  test('a link straight to /about#faculty lands on the advisers too', async ({ page }) => {
    await page.goto('/about#faculty');
    await waitUntilLive(page);
    await expect(
      page.getByRole('region', { name: 'Our faculty advisers' }).getByRole('heading', { level: 2 }),
    ).toBeInViewport();
  });

  test('a visitor reads the story, values, gallery, numbers and the executive council', async ({
    page,
  }) => {
    await page.goto('/about');
    await waitUntilLive(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('About the PSA');
    await expect(main.getByText('A community built on curiosity')).toBeVisible();
    for (const heading of ['Our history', 'Our mission', 'Our vision']) {
      await expect(main.getByRole('heading', { name: heading })).toBeVisible();
    }
    const values = main.getByRole('region', { name: 'Our core values' });
    await expect(values.getByRole('heading', { level: 3 })).toHaveText([
      'Excellence',
      'Innovation',
      'Community',
      'Impact',
    ]);
    const gallery = main.getByRole('region', { name: 'Moments we share' });
    await expect(gallery.getByRole('img')).toHaveCount(3);
    await expect(gallery.getByRole('figure')).toHaveCount(3);
    const numbers = main.getByRole('region', { name: 'Our numbers' });
    await expect(numbers.getByRole('term')).toHaveText([
      'Active Members',
      'Events Organized',
      'Guest Lectures',
      'Student Satisfaction',
    ]);
    await expect(numbers.getByRole('definition')).toHaveText(['500+', '50+', '25+', '100%']);

    const council = main.getByRole('region', { name: 'The executive council' });
    const president = council.getByRole('article');
    await expect(president.getByRole('heading', { level: 3 })).toHaveText('Adaeze Okafor');
    await expect(president).toContainText('President');
    await expect(president.getByRole('heading', { name: 'Focus areas' })).toBeVisible();
    await expect(
      council.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }),
    ).toHaveCount(3);
    // Nobody has a portrait yet: initials stand in.
    await expect(president.getByText('AO', { exact: true })).toBeVisible();
  });

  test('the scroll-to-top button appears after 400 px and takes the visitor back up', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await waitUntilLive(page);
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForTimeout(200);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('Become a Member leads to the application, which staff find in the inbox; Contact Us goes to /contact', async ({
    page,
    consoleGuard,
  }) => {
    // The server answers a form with mistakes 400, with what to fix.
    consoleGuard.allow(/status of 400/);
    const name = `Tobi Ola ${unique()}`;
    await page.goto('/about');
    await waitUntilLive(page);
    await page.getByRole('link', { name: 'Become a Member' }).click();
    await expect(page).toHaveURL('/join');
    const form = page.getByRole('form', { name: 'Membership application' });
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(form.locator('[data-slot="form-error"]')).toHaveText([
      'Enter your name',
      'Enter your email address',
      'Choose your level',
      'Choose your programme',
    ]);
    await expect(form.getByLabel('Full name')).toBeFocused();

    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Email address').fill('tobi@student.example.edu');
    await form.getByLabel('Level').selectOption('200L');
    await form.getByLabel('Programme').selectOption('Geophysics');
    await form.getByLabel(/Why would you like to join/).fill('The field trips!');
    await form.getByRole('button', { name: 'Send application' }).click();
    const done = page.getByRole('status');
    await expect(done).toContainText('Application received');
    await expect(done).toContainText('tobi@student.example.edu');

    await page.goto('/about');
    await waitUntilLive(page);
    await page.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL('/contact');

    await signInAsAdmin(page, '/admin/inbox');
    await page.getByRole('button', { name: 'Membership applications' }).click();
    const application = page.getByRole('article', { name: `Membership application from ${name}` });
    await expect(application).toContainText('200L · Geophysics');
    await expect(application).toContainText('The field trips!');
    await expect(application.getByRole('link', { name: /Reply/ })).toHaveAttribute(
      'href',
      /^mailto:tobi@student\.example\.edu/,
    );
  });
});
