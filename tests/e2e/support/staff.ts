import { expect, test, type Page } from '@playwright/test';

/**
 * The admin account the e2e server creates at start-up (ADMIN_EMAIL and ADMIN_PASSWORD in
 * playwright.config.ts's webServer.env). Keep the two in step.
 */
export const adminEmail = 'e2e-admin@example.org';
export const adminPassword = 'e2e-password-123';

/**
 * Signs the page in as the e2e admin and opens `path` (the dashboard by default):
 *
 *   await signInAsAdmin(page, '/admin/gallery');
 *
 * It signs in through the API (the session cookie lands in the page's browser context), so it is
 * quick and leaves no 401 on the console; tests/e2e/admin-auth.spec.ts covers the sign-in page.
 */
export async function signInAsAdmin(page: Page, path = '/admin'): Promise<void> {
  const { baseURL } = test.info().project.use;
  if (!baseURL) throw new Error('signInAsAdmin needs `use.baseURL` in playwright.config.ts');
  const response = await page.request.post('/api/auth/login', {
    data: { email: adminEmail, password: adminPassword },
    // Mutating requests must come from the site's own origin, as a browser's fetch would say.
    headers: { origin: new URL(baseURL).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page).toHaveURL(path);
}
