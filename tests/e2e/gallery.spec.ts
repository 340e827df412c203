import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import type { PhotoCategory } from '../../contract/constants';
import type { Photo } from '../../contract/photos';
import { adminEmail, adminPassword, signInAsAdmin } from './support/staff';
import { expect, test, waitUntilLive } from './support/test';

/** A unique suffix, so stories running side by side never see each other's photos. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function sameOrigin(): Record<string, string> {
  const { baseURL } = test.info().project.use;
  return { origin: new URL(baseURL!).origin };
}

/** A real camera-sized JPEG: 2400x1600 of noise at quality 95 (a few MB), so compression shows. */
function cameraJpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: '#3b2a8f',
      noise: { type: 'gaussian', mean: 110, sigma: 35 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
}

async function smallJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#22d3ee' } })
    .jpeg()
    .toBuffer();
}

/** Signs a separate API client in as staff (the page itself stays an anonymous visitor). */
async function staffApi(request: APIRequestContext): Promise<APIRequestContext> {
  const response = await request.post('/api/auth/login', {
    headers: sameOrigin(),
    data: { email: adminEmail, password: adminPassword },
  });
  expect(response.status(), await response.text()).toBe(200);
  return request;
}

async function createPhoto(
  request: APIRequestContext,
  fields: { name: string; label: string; category: PhotoCategory },
): Promise<Photo> {
  const response = await request.post('/api/photos', {
    headers: sameOrigin(),
    multipart: {
      ...fields,
      photo: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg() },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Photo;
}

async function chooseCategory(
  page: Page,
  scope: Page | ReturnType<Page['getByRole']>,
  name: string,
) {
  await scope.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

test.describe('The photo gallery', () => {
  test('Staff upload a photo and visitors find it in its collection', async ({ page }) => {
    // A camera-sized photo is made, compressed in the browser, uploaded and resized by the server.
    test.slow();
    const name = `Quantum night ${unique()}`;
    const label = 'Students at the telescope';
    await signInAsAdmin(page, '/admin/upload');
    await expect(page.getByRole('heading', { level: 1, name: 'Upload New Photo' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Gallery →' })).toHaveAttribute(
      'href',
      '/admin/gallery',
    );

    await page
      .getByLabel('Select Photo (will be automatically compressed)')
      .setInputFiles({ name: 'telescope.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg() });
    await expect(
      page.getByText(/^Compressed: \d+\.\d\d MB → \d+\.\d\d MB \(\d+% smaller\)$/),
    ).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByRole('img', { name: 'Compressed preview of telescope.jpg' }),
    ).toBeVisible();

    await page.getByLabel('Photo Name').fill(name);
    await page.getByLabel('Photo Description/Label').fill(label);
    await chooseCategory(page, page, 'Honorary');
    await page.getByRole('button', { name: 'Upload Photo' }).click();
    await expect(page.getByText('Photo uploaded successfully!')).toBeVisible({ timeout: 15_000 });
    // Everything starts again: no photo picked, the category back to Alumni.
    await expect(page.getByLabel('Photo Name')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText('Alumni');

    // The stored photo is the compressed one: 1200x800, the aspect ratio kept.
    const stored = (
      (await (await page.request.get('/api/photos?category=honorary')).json()) as Photo[]
    ).find((photo) => photo.name === name);
    expect(stored).toMatchObject({ width: 1200, height: 800, category: 'honorary' });

    // A visitor finds it under its collection on /gallery...
    await page.context().clearCookies();
    await page.goto('/gallery');
    await waitUntilLive(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
    const collections = page.getByRole('navigation', { name: 'Show photos from' });
    await expect(collections.getByRole('link', { name: 'All' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await collections.getByRole('link', { name: 'Honorary Students' }).click();
    await expect(page).toHaveURL('/gallery?category=honorary');
    await expect(collections.getByRole('link', { name: 'Honorary Students' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(collections.getByRole('link', { name: 'All' })).not.toHaveAttribute(
      'aria-current',
    );
    const tile = page.getByRole('button', { name: `${name}: ${label}` });
    await expect(tile).toBeVisible();
    await expect(tile.getByRole('img')).toHaveAttribute('src', /\?w=400&/);

    // ...and in the collection's own page.
    await page.getByRole('link', { name: 'View All Honorary Students' }).click();
    await expect(page).toHaveURL('/gallery/honorary');
    await expect(page.getByRole('heading', { level: 1, name: 'Honorary Students' })).toBeVisible();
    await page.getByRole('button', { name: `${name}: ${label}` }).click();
    const lightbox = page.getByRole('dialog', { name: label });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByText('Part of our Honorary Students collection')).toBeVisible();
    await expect(lightbox.getByRole('img', { name: `${name}: ${label}` })).toHaveAttribute(
      'src',
      /\?w=1200&/,
    );
  });

  test('A visitor opens a photo in the lightbox, moves with the arrow keys and closes it with Escape, and focus returns to the photo', async ({
    page,
    request,
  }) => {
    test.slow(); // It makes its own photos through the API first.
    const api = await staffApi(request);
    const tag = unique();
    const older = await createPhoto(api, {
      name: `Lab tour ${tag}`,
      label: 'The laser lab',
      category: 'executives',
    });
    const newer = await createPhoto(api, {
      name: `Field trip ${tag}`,
      label: 'At the observatory',
      category: 'executives',
    });

    await page.goto('/gallery?category=executives');
    await waitUntilLive(page);
    const first = page.getByRole('button', { name: `${newer.name}: ${newer.label}` });
    // Keyboard users see the name and label on focus, and open the photo with Enter.
    await first.focus();
    await expect(first.getByText(newer.label)).toBeVisible();
    await page.keyboard.press('Enter');

    const lightbox = page.getByRole('dialog');
    await expect(lightbox).toHaveAccessibleName(newer.name!);
    await expect(lightbox.getByText(newer.label)).toBeVisible();
    const counter = lightbox.getByText(/^\d+ of \d+$/);
    const [position] = (await counter.innerText()).split(' of ');

    // Focus stays inside while it is open.
    for (let step = 0; step < 5; step++) {
      await page.keyboard.press('Tab');
      expect(await lightbox.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('ArrowRight');
    await expect(lightbox).toHaveAccessibleName(older.name!);
    await expect(counter).toHaveText(new RegExp(`^${Number(position) + 1} of `));
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox).toHaveAccessibleName(newer.name!);
    await page.keyboard.press('ArrowRight');
    await expect(lightbox).toHaveAccessibleName(older.name!);

    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    // Focus comes back to the photo last shown.
    await expect(page.getByRole('button', { name: `${older.name}: ${older.label}` })).toBeFocused();

    // The × button and a click on the backdrop close it too.
    await page.getByRole('button', { name: `${older.name}: ${older.label}` }).click();
    await lightbox.getByRole('button', { name: 'Close' }).click();
    await expect(lightbox).toBeHidden();
    await page.getByRole('button', { name: `${older.name}: ${older.label}` }).click();
    await expect(lightbox).toBeVisible();
    await page.mouse.click(5, 400);
    await expect(lightbox).toBeHidden();
  });

  test('On a touch screen, with no hover, every photo shows its name and label', async ({
    browser,
    request,
  }) => {
    const photo = await createPhoto(await staffApi(request), {
      name: `Night sky ${unique()}`,
      label: 'Star party on the roof',
      category: 'alumni',
    });
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    for (const path of ['/gallery', '/gallery/alumni']) {
      await page.goto(path);
      const tile = page.getByRole('button', { name: `${photo.name}: ${photo.label}` });
      await tile.scrollIntoViewIfNeeded();
      for (const text of [photo.name!, photo.label]) {
        // Shown, not merely in the page: the caption is fully opaque without a hover.
        const caption = tile.getByText(text, { exact: true });
        await expect(caption).toBeInViewport();
        await expect
          .poll(() =>
            caption.evaluate((element) =>
              Number(getComputedStyle(element.closest('[data-slot="photo-caption"]')!).opacity),
            ),
          )
          .toBe(1);
      }
    }
    await context.close();
  });

  test('Staff recategorise a photo and it moves collection', async ({ page, request }) => {
    test.slow(); // It makes its photo through the API, then visits three pages.
    const api = await staffApi(request);
    const photo = await createPhoto(api, {
      name: `Alumni quiz ${unique()}`,
      label: 'Old students answering',
      category: 'alumni',
    });
    const renamed = `${photo.name} (renamed)`;

    await signInAsAdmin(page, '/admin/gallery');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Admin Photo Gallery' }),
    ).toBeVisible();
    const card = page.getByRole('article', { name: photo.name });
    await expect(card.getByText('Alumni', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: `Edit ${photo.name}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Edit Photo' });
    await expect(dialog.getByLabel('Photo Name')).toHaveValue(photo.name!);
    await dialog.getByLabel('Photo Name').fill(renamed);
    await chooseCategory(page, dialog, 'Events');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();
    const moved = page.getByRole('article', { name: renamed });
    await expect(moved.getByText('Events', { exact: true })).toBeVisible();

    // Visitors see it under School Events with its new name, and no longer under Alumni.
    await page.goto('/gallery/events');
    await waitUntilLive(page);
    await expect(page.getByRole('heading', { level: 1, name: 'School Events' })).toBeVisible();
    await expect(page.getByRole('button', { name: `${renamed}: ${photo.label}` })).toBeVisible();
    await page.goto('/gallery/alumni');
    await waitUntilLive(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Alumni' })).toBeVisible();
    await expect(page.getByText(/^Showing \d+ of \d+ photos$/)).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(photo.name!) })).toHaveCount(0);
  });

  test('Staff delete a photo, undo it, then delete it for good', async ({ page, request }) => {
    test.slow(); // It waits out the Undo window before the photo is really deleted.
    const api = await staffApi(request);
    const photo = await createPhoto(api, {
      name: `Blurry shot ${unique()}`,
      label: 'Out of focus',
      category: 'events',
    });
    await signInAsAdmin(page, '/admin/gallery');
    const card = page.getByRole('article', { name: photo.name });

    await card.getByRole('button', { name: `Delete ${photo.name}` }).click();
    await expect(card).toBeHidden();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(card).toBeVisible();
    await expect(page.getByText('Photo restored.')).toBeVisible();
    expect((await request.get(`/api/photos/${photo._id}`)).status()).toBe(200);

    await card.getByRole('button', { name: `Delete ${photo.name}` }).click();
    await expect(card).toBeHidden();
    // The Undo window closes, and only then is the photo deleted on the server.
    await expect
      .poll(async () => (await request.get(`/api/photos/${photo._id}`)).status(), {
        timeout: 15_000,
      })
      .toBe(404);
    await page.reload();
    await waitUntilLive(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Admin Photo Gallery' }),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: photo.name })).toHaveCount(0);
  });

  test('A web page renamed .jpg is refused with a clear message', async ({ page, request }) => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    await signInAsAdmin(page, '/admin/upload');
    await page
      .getByLabel('Select Photo (will be automatically compressed)')
      .setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: html });
    await expect(
      page.getByText(
        '“holiday.jpg” is not a photo this site can use: its contents are not a JPEG, PNG, WebP, AVIF or GIF image.',
      ),
    ).toBeVisible();
    await expect(page.getByLabel('Photo Name')).toHaveCount(0);

    // The server refuses it too, should anything send it past the page.
    const api = await staffApi(request);
    const response = await api.post('/api/photos', {
      headers: sameOrigin(),
      multipart: {
        name: 'Fake',
        label: 'Not a photo',
        photo: { name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: html },
      },
    });
    expect(response.status()).toBe(415);
    expect(((await response.json()) as { error: string }).error).toBe(
      'Unsupported image type: use JPEG, PNG, WebP, AVIF or GIF',
    );
  });

  test("An unknown collection is headed 'Gallery' and answers HTTP 404", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 404/);
    const response = await page.goto('/gallery/students');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    await page.getByRole('link', { name: 'Honorary Students' }).click();
    await expect(page).toHaveURL('/gallery/honorary');
    expect((await page.request.get('/gallery/honorary')).status()).toBe(200);
  });
});
