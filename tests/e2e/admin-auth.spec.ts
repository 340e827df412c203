import { adminEmail, adminPassword, signInAsAdmin } from './support/staff';
import { expect, test } from './support/test';

test.describe('Staff accounts', () => {
  test('staff sign in, reach an admin page, sign out, and the admin page is no longer reachable', async ({
    page,
    consoleGuard,
  }) => {
    // Signed out, "who is signed in?" (GET /api/auth/me) is answered 401, and a wrong password too;
    // the browser logs each as a failed resource load. Nothing else may reach the console.
    consoleGuard.allow(/status of 401/);

    // An anonymous visit to an admin page goes to the sign-in page, remembering where it was going.
    await page.goto('/admin/users');
    await expect(page).toHaveURL('/admin/login?next=%2Fadmin%2Fusers');
    await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible();
    await expect(page).toHaveTitle(/Sign in/);

    // A wrong password is refused with the server's message.
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/admin\/login/);

    // The right one leads back to the page asked for.
    await page.getByLabel('Password').fill(adminPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff', exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: 'Administrator' })).toContainText(adminEmail);

    // The sidebar leads to the other admin pages.
    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    await sidebar.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('signed in').first()).toBeVisible();

    // Signing out ends the session and says so.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/admin/login');
    await expect(page.getByText('Signed out')).toBeVisible();

    // The admin page is no longer reachable: neither by address, nor by going back.
    await page.goto('/admin/users');
    await expect(page).toHaveURL('/admin/login?next=%2Fadmin%2Fusers');
    await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff', exact: true })).toBeHidden();
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(401);
  });

  test('on a phone the admin menu opens as a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Admin menu' });
    await drawer.getByRole('link', { name: 'Staff' }).click();
    await expect(page).toHaveURL('/admin/users');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff', exact: true })).toBeVisible();
    // No sideways scrolling at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  test('the helper signs in for other specs', async ({ page }) => {
    await signInAsAdmin(page, '/admin/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  });
});
