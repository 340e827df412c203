import { expect, test } from './support/test';

test.describe('The home page in motion: slideshow, carousels and entrances', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the hero slideshow advances by itself, wraps, and obeys its dots, buttons and keys', async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    // The pointer rests on the header, away from the slideshow (hovering pauses it).
    await page.mouse.move(5, 5);
    const hero = page.getByRole('region', { name: 'Introduction' });
    const current = hero.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
    const dot = (n: number) => hero.getByRole('button', { name: `Go to slide ${n}` });

    await expect(current).toHaveAttribute('aria-label', '1 of 3');
    await expect(current).toContainText('Where curious minds explore the universe');
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    // The first slide's picture is the page's LCP image: fetched early, with high priority.
    await expect(current.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(2);

    // Every 3 s: 2, 3, then back to 1.
    await expect(current).toHaveAttribute('aria-label', '2 of 3', { timeout: 4_500 });
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await expect(dot(1)).not.toHaveAttribute('aria-current');
    await expect(current).toHaveAttribute('aria-label', '3 of 3', { timeout: 4_500 });
    await expect(current).toHaveAttribute('aria-label', '1 of 3', { timeout: 4_500 });

    await dot(3).click();
    await expect(current).toHaveAttribute('aria-label', '3 of 3');
    await expect(current).toContainText('Research, seminars and a place to belong');
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');

    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(current).toHaveAttribute('aria-label', '1 of 3');
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await expect(current).toHaveAttribute('aria-label', '3 of 3');

    // Keys move it while focus is inside, and focus keeps it from moving by itself.
    await page.keyboard.press('ArrowRight');
    await expect(current).toHaveAttribute('aria-label', '1 of 3');
    await page.keyboard.press('ArrowLeft');
    await expect(current).toHaveAttribute('aria-label', '3 of 3');
    await page.waitForTimeout(3_500);
    await expect(current).toHaveAttribute('aria-label', '3 of 3');
  });

  test('on a phone, the programmes and testimonials carousels step and loop', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const programmes = page.getByRole('region', { name: 'Programmes', exact: true });
    await programmes.scrollIntoViewIfNeeded();
    const programmeDot = (n: number) =>
      programmes.getByRole('button', { name: `Go to programme ${n}` });
    await expect(programmeDot(1)).toHaveAttribute('aria-current', 'true');
    await programmes.getByRole('button', { name: 'Next programme' }).click();
    await expect(programmeDot(2)).toHaveAttribute('aria-current', 'true');
    await expect(
      programmes.getByRole('heading', { name: 'M.Sc. Theoretical Physics' }),
    ).toBeInViewport();
    await programmeDot(3).click();
    await expect(programmes.getByRole('heading', { name: 'Ph.D. Astrophysics' })).toBeInViewport();
    // Three programmes (more than two): it loops from the last to the first.
    await programmes.getByRole('button', { name: 'Next programme' }).click();
    await expect(programmeDot(1)).toHaveAttribute('aria-current', 'true');

    const testimonials = page.getByRole('region', { name: 'Testimonials' });
    await testimonials.scrollIntoViewIfNeeded();
    await testimonials.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(testimonials.getByRole('button', { name: 'Go to testimonial 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(testimonials.getByText('Tunde Bakare', { exact: true })).toBeInViewport();
  });

  test('on a desktop the programmes carousel loops too: Next on the last goes to the first', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const programmes = page.getByRole('region', { name: 'Programmes', exact: true });
    await programmes.scrollIntoViewIfNeeded();
    const dot = (n: number) => programmes.getByRole('button', { name: `Go to programme ${n}` });
    const next = programmes.getByRole('button', { name: 'Next programme' });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await next.click();
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await next.click();
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await expect(programmes.getByRole('heading', { name: 'Ph.D. Astrophysics' })).toBeInViewport({
      ratio: 0.9,
    });
    await next.click();
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await expect(programmes.getByRole('heading', { name: 'B.Sc. Physics' })).toBeInViewport();
    // And back again: Previous on the first goes to the last.
    await programmes.getByRole('button', { name: 'Previous programme' }).click();
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
  });

  test('on a desktop the executives carousel loops too: Next on the last goes to the first', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const executives = page.getByRole('region', { name: 'Executives', exact: true });
    await executives.scrollIntoViewIfNeeded();
    const dot = (n: number) => executives.getByRole('button', { name: `Go to executive ${n}` });
    const next = executives.getByRole('button', { name: 'Next executive' });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    const count = await executives.getByRole('button', { name: /^Go to executive / }).count();
    for (let n = 2; n <= count; n += 1) {
      await next.click();
      await expect(dot(n)).toHaveAttribute('aria-current', 'true');
    }
    await next.click();
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });

  test('on a phone the page never scrolls sideways, even while cards slide in', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/', '/about']) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    }
  });

  test('cards animate into view as the visitor scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const card = page
      .getByRole('region', { name: 'Making a difference, inside the department and beyond' })
      .locator('[data-slot="reveal"]')
      .first();
    await expect(card).toHaveAttribute('data-reveal', 'zoom-in');
    // Below the fold it waits, hidden and scaled down.
    await expect(card).toHaveAttribute('data-reveal-state', 'waiting');
    await expect(card).toHaveCSS('opacity', '0');
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveCSS('opacity', '1');
    await expect(card).toHaveCSS('transform', 'none');
  });
});
