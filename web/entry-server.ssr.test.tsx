import { describe, expect, it } from 'vitest';
import { appRoutes } from '@contract/routes';
import { render } from './entry-server';

const site = {
  name: 'Physics Students Association',
  abbreviation: 'PSA',
  address: 'Department of Physics',
  email: 'info@example.org',
  phone: '+234 800 000 0000',
  social: { facebook: '', twitter: '', instagram: '', linkedin: '' },
};

/** Every public route, with made-up parameters: pages with data render their loading state. */
const publicPaths = appRoutes
  .filter((route) => !route.startsWith('/admin'))
  .map((route) => route.replace(/:\w+/g, 'sample'));

describe('rendering pages on the server', () => {
  it.each(publicPaths)('renders %s without a browser', async (path) => {
    expect(typeof window).toBe('undefined');
    const page = await render(`http://localhost${path}`, { site });
    expect(page).not.toBeNull();
    expect(page!.html).toContain('<main id="main"');
    expect(page!.routeIds).toContain('route-error');
  });

  it('renders with the site from config, and hands the same data to the browser', async () => {
    const page = await render('http://localhost/', { site });
    expect(page!.html).toContain(site.name);
    expect(page!.routeIds).toEqual(['site', 'route-error', 'home']);
    expect(page!.queries).toEqual([{ queryKey: ['site-info'], data: site }]);
  });

  it('renders the hero image into the home page, so it loads before any script', async () => {
    const page = await render('http://localhost/', { site });
    expect(page!.html).toMatch(/<img[^>]+fetchPriority="high"|<img[^>]+fetchpriority="high"/);
  });

  it('tells which pages paint before their scripts run', async () => {
    for (const path of ['/', '/about', '/contact', '/academics', '/testimonials/sample', '/nope']) {
      expect((await render(`http://localhost${path}`, { site }))?.paintFirst, path).toBe(true);
    }
    for (const path of ['/news', '/events', '/gallery', '/academics/calendar']) {
      expect((await render(`http://localhost${path}`, { site }))?.paintFirst, path).toBe(false);
    }
  });

  it('leaves the admin to the browser', async () => {
    expect(await render('http://localhost/admin', { site })).toBeNull();
    expect(await render('http://localhost/admin/login', { site })).toBeNull();
  });

  it('renders the not-found page for unknown paths', async () => {
    const page = await render('http://localhost/no/such/page', { site });
    expect(page!.routeIds).toContain('not-found');
  });
});
