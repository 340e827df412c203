import { generate } from 'otplib';
import { adminEmail, adminPassword, signInAsAdmin } from './support/staff';
import { expect, test } from './support/test';

/** The TOTP time step (30 s) a moment falls in, as the server counts them. */
const timeStep = (ms = Date.now()) => Math.floor(ms / 30_000);

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

  test('two-factor sign-in: set up on the Account page, sign out, sign in with a code from the app', async ({
    page,
    playwright,
    baseURL,
    consoleGuard,
  }) => {
    // A code is never accepted twice, so signing in may wait for the app's next code (≤ 30 s).
    test.setTimeout(90_000);
    // "Who is signed in?" answers 401 on the sign-in page.
    consoleGuard.allow(/status of 401/);
    const origin = new URL(baseURL ?? '').origin;

    // An admin makes an account for a new officer (the staff page's own story is elsewhere).
    const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin } });
    await admin.post('/api/auth/login', { data: { email: adminEmail, password: adminPassword } });
    const email = `officer-${Date.now()}@example.org`;
    const created = await admin.post('/api/users', {
      data: { email, name: 'Two-Factor Officer', role: 'editor' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { oneTimePassword } = (await created.json()) as { oneTimePassword: string };
    await admin.dispose();

    const signInWithPassword = async () => {
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(oneTimePassword);
      await page.getByRole('button', { name: 'Sign in' }).click();
    };

    // The officer signs in (password only, for now) and sets it up on their Account page.
    await page.goto('/admin/login?next=%2Fadmin%2Faccount');
    await signInWithPassword();
    await expect(page).toHaveURL('/admin/account');
    const card = page.getByRole('region', { name: 'Two-factor sign-in' });
    await expect(card.getByText('Off', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();
    // The key shown beside the QR code is what the phone's app would hold.
    const secret = (await card.getByLabel('Can’t scan it? Enter this key').inputValue()).replace(
      /\s+/g,
      '',
    );
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await card.getByLabel('Code from your app').fill(await generate({ secret }));
    const confirmedStep = timeStep();
    await card.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expect(
      card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
    ).toHaveCount(10);
    await card.getByRole('button', { name: 'Done' }).click();
    await expect(card.getByText('On', { exact: true })).toBeVisible();
    await expect(card.getByText('10 recovery codes left.')).toBeVisible();

    // Signed out, the password alone is no longer enough.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/admin/login');
    await signInWithPassword();
    const code = page.getByRole('form', { name: 'Two-factor sign-in' }).getByLabel('Code');
    await expect(code).toBeFocused();
    await expect(page).toHaveURL('/admin/login');
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);

    // The code that turned it on cannot sign in: wait for the app's next one, as a person would.
    const wait = (confirmedStep + 1) * 30_000 - Date.now();
    if (wait > 0) await page.waitForTimeout(wait + 250);
    await code.fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  });
});
