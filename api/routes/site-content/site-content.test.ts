import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../../contract/errors';
import { siteInfoSchema } from '../../../contract/site';
import { staffHeaders } from '../../test/staff';
import { writeStandInBuild } from '../../test/stand-in-build';
import { buildTestApp } from '../../test/test-app';

/** A stand-in Home that lists the statistics its loader read, and the footer's email. */
const document = `(request, status, headers, context, loadContext) => {
  const data = context.staticHandlerContext.loaderData.home ?? { statistics: [] };
  headers.set('content-type', 'text/html; charset=utf-8');
  const stats = data.statistics.map((s) => '<dd>' + s.value + ' ' + s.label + '</dd>').join('');
  return new Response('<main>' + stats + '</main><footer>' + loadContext.site.email + '</footer>', {
    status,
    headers,
  });
}`;
const homeRoute = {
  id: 'home',
  path: '',
  index: true,
  loader: '({ context }) => context.reads.siteContent.get()',
};

let build: Awaited<ReturnType<typeof writeStandInBuild>>;
let app: FastifyInstance;
let editor: Awaited<ReturnType<typeof staffHeaders>>;
let admin: Awaited<ReturnType<typeof staffHeaders>>;
beforeAll(async () => {
  build = await writeStandInBuild({ document, routes: [homeRoute], version: 'build-1' });
  app = await buildTestApp({ web: { mode: 'production', dir: build.dir } });
  editor = await staffHeaders(app, 'editor');
  admin = await staffHeaders(app, 'admin');
});
afterAll(async () => {
  await app?.close();
  await build?.remove();
});

const read = async () => (await app.inject('/api/site-content')).json();
const put = (name: string, value: unknown, headers: Record<string, string> = editor) =>
  app.inject({ method: 'PUT', url: `/api/site-content/${name}`, headers, payload: { value } });

describe('site content', () => {
  it('starts with the values the pages had in code, and the configured contact lines', async () => {
    const content = await read();
    expect(content.heroSlides.map((slide: { scene: string }) => slide.scene)).toEqual([
      'orbits',
      'fringes',
      'lattice',
    ]);
    expect(content.statistics[0]).toEqual({
      icon: 'users',
      value: '500+',
      label: 'Active Members',
    });
    expect(content.programmes).toHaveLength(3);
    expect(content.coreValues.map((value: { title: string }) => value.title)).toEqual([
      'Excellence',
      'Innovation',
      'Community',
      'Impact',
    ]);
    expect(content.story.history).toHaveLength(2);
    expect(content.story.mission).toMatch(/^To support every physics student/);
    const site = siteInfoSchema.parse((await app.inject('/api/site')).json());
    expect(content.contact).toEqual({
      address: site.address,
      email: site.email,
      phone: site.phone,
    });
    expect(content.social).toEqual(site.social);
  });

  it('refuses changes without a session (401), contact lines from editors (403)', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/site-content/statistics',
      payload: { value: [] },
    });
    expect(response.statusCode).toBe(401);
    const contact = { address: 'Room 1', email: 'psa@example.edu', phone: '+234 1' };
    expect((await put('contact', contact)).statusCode).toBe(403);
    expect((await read()).statistics).toHaveLength(4);
  });

  it('refuses bad values with a 400, and stores nothing', async () => {
    const before = await read();
    for (const [name, value] of [
      ['statistics', [{ icon: 'rocket', value: '1', label: 'Rockets' }]],
      ['statistics', [{ icon: 'users', value: '', label: 'Nobody' }]],
      ['statistics', [{ icon: 'users', value: '1', label: 'One', href: 'javascript:alert(1)' }]],
      ['hero-slides', []],
      ['programmes', [{ art: 'bsc', title: 'No link' }]],
      ['story', { history: [], mission: 'M', vision: 'V' }],
      ['social', { facebook: 'ftp://x', twitter: 'x', instagram: 'x', linkedin: 'x' }],
      ['contact', { address: 'A', email: 'not an email', phone: '1' }],
    ] as const) {
      const response = await put(name, value, admin);
      expect(response.statusCode, `${name} ${JSON.stringify(value)}`).toBe(400);
      errorResponseSchema.parse(response.json());
    }
    expect(await read()).toEqual(before);
  });

  it('saves a statistic and the contact lines, audited, and the next page read shows them', async () => {
    const first = await app.inject('/');
    expect(first.body).toContain('<dd>500+ Active Members</dd>');
    expect((await app.inject('/')).headers['x-cache']).toBe('hit');

    const statistics = [
      { icon: 'users', value: '650+', label: 'Active Members' },
      { icon: 'trophy', value: '12', label: 'Awards', href: '/about' },
    ];
    const saved = await put('statistics', statistics);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ value: statistics });
    const contact = {
      address: 'Room 12, Physics Building',
      email: 'psa@example.edu',
      phone: '+234 1',
    };
    expect((await put('contact', contact, admin)).statusCode).toBe(200);

    const next = await app.inject('/');
    expect(next.headers['x-cache']).toBe('miss');
    expect(next.body).toContain('<dd>650+ Active Members</dd><dd>12 Awards</dd>');
    expect(next.body).toContain('<footer>psa@example.edu</footer>');
    expect(siteInfoSchema.parse((await app.inject('/api/site')).json())).toMatchObject(contact);

    const rows = await app.db
      .selectFrom('audit_log')
      .select(['description', 'resource'])
      .where('path', 'like', '/api/site-content/%')
      .execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { description: 'updated Home’s statistics', resource: 'site content' },
        { description: 'updated the contact lines', resource: 'site content' },
      ]),
    );
  });
});
