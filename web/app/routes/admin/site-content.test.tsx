import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Executive } from '@contract/executives';
import type { Testimonial } from '@contract/testimonials';
import { Toaster } from '@/components/ui/sonner';
import { executive, siteContent, testimonial } from '@/test/site-content';
import { fakeApi, type ApiHandler } from '@/test/api';
import { meHandler, testStaffUser } from '@/test/admin';
import { installRadixShims } from '@/test/jsdom-shims';
import { jsonResponse, renderWithRouter } from '@/test/render';
import AdminSiteContent from './site-content';

beforeAll(installRadixShims);
afterEach(() => {
  // Sonner replays toasts still active into the next test's toast region.
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Body = Record<string, FormDataEntryValue>;

/** A small in-memory executives and testimonials API. */
function siteContentApi(overrides: Record<string, ApiHandler> = {}) {
  let executives: Executive[] = [
    executive(1, { id: 'president', name: 'Adaeze Okafor' }),
    executive(2, { id: 'vice', name: 'Emeka Nwosu', role: 'Vice President' }),
  ];
  const testimonials: Testimonial[] = [testimonial(1, { name: 'Chiamaka Obi' })];
  return fakeApi({
    'GET /api/auth/me': meHandler(testStaffUser({ role: 'editor' })),
    'GET /api/site-content': () =>
      jsonResponse({
        ...siteContent(),
        contact: { address: 'Physics Building', email: 'psa@example.edu', phone: '+234 1' },
        social: {
          facebook: 'https://facebook.com/',
          twitter: 'https://twitter.com/',
          instagram: 'https://instagram.com/',
          linkedin: 'https://linkedin.com/',
        },
      }),
    'PUT /api/site-content/statistics': ({ body }) => jsonResponse(body),
    'GET /api/executives': () => jsonResponse(executives),
    'GET /api/testimonials': () => jsonResponse(testimonials),
    'PUT /api/executives/president': ({ body }) => {
      const fields = body as Body;
      const updated = {
        ...executives[0]!,
        name: String(fields.name),
        role: String(fields.role),
        achievements: String(fields.achievements).split('\n').filter(Boolean),
      };
      executives = [updated, ...executives.slice(1)];
      return jsonResponse(updated);
    },
    'POST /api/executives/vice/move': () => {
      executives = [...executives].reverse();
      return jsonResponse(executives);
    },
    'DELETE /api/executives/vice': () => {
      executives = executives.filter((one) => one.id !== 'vice');
      return new Response(null, { status: 204 });
    },
    ...overrides,
  });
}

const render = (path = '/admin/site-content') =>
  renderWithRouter(null, {
    routes: [
      {
        path: '/admin/site-content',
        Component: () => (
          <>
            <AdminSiteContent />
            <Toaster />
          </>
        ),
      },
    ],
    path,
  });

const rows = (label: string) =>
  within(screen.getByRole('list', { name: label }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('/admin/site-content', { timeout: 20_000 }, () => {
  it('lists the executives in order with named move, edit and delete buttons', async () => {
    siteContentApi();
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Site content' }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Adaeze Okafor' });
    expect(rows('Executives')).toEqual(['Adaeze Okafor', 'Emeka Nwosu']);
    expect(screen.getByRole('button', { name: 'Move “Adaeze Okafor” up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move “Emeka Nwosu” down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit “Adaeze Okafor”' })).toBeInTheDocument();
  });

  it('checks the form with the contract, then saves an executive and shows it', async () => {
    const api = siteContentApi();
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Edit “Adaeze Okafor”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit executive' });
    expect(within(dialog).getByLabelText(/Achievements/)).toHaveValue('Achievement of 1');

    await user.clear(within(dialog).getByLabelText('Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(within(dialog).getByLabelText('Name'), 'Adaeze Bello');
    await user.clear(within(dialog).getByLabelText('Role'));
    await user.type(within(dialog).getByLabelText('Role'), 'Chapter President');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Updated “Adaeze Bello”')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Adaeze Bello' })).toBeInTheDocument();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ name: 'Adaeze Bello', role: 'Chapter President' });
  });

  it('shows the server’s field message under the field', async () => {
    siteContentApi({
      'PUT /api/executives/president': () =>
        jsonResponse(
          {
            error: 'linkedinUrl: must be an http(s) URL',
            fields: { linkedinUrl: 'must be an http(s) URL' },
          },
          { status: 400 },
        ),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Edit “Adaeze Okafor”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit executive' });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(
      await within(dialog).findByText('LinkedIn profile must be an http(s) URL'),
    ).toBeInTheDocument();
  });

  it('moves one up, and deletes after asking', async () => {
    const api = siteContentApi();
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Move “Emeka Nwosu” up' }));
    await waitFor(() => expect(rows('Executives')).toEqual(['Emeka Nwosu', 'Adaeze Okafor']));
    expect(api.calls.find((call) => call.path === '/api/executives/vice/move')?.body).toEqual({
      direction: 'up',
    });

    await user.click(screen.getByRole('button', { name: 'Delete “Emeka Nwosu”' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/Emeka Nwosu, Vice President/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(rows('Executives')).toEqual(['Adaeze Okafor']));
  });

  it('has the testimonials in their tab, and says when a list is empty', async () => {
    siteContentApi({ 'GET /api/executives': () => jsonResponse([]) });
    const { user } = render();
    expect(await screen.findByText('No executives yet. Add the first one.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Testimonials' }));
    expect(await screen.findByRole('heading', { name: 'Chiamaka Obi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add testimonial' })).toBeInTheDocument();
  });

  it('edits Home’s statistics as a list, checks them and saves the list whole', async () => {
    const api = siteContentApi();
    const { user } = render('/admin/site-content?tab=home');
    const form = await screen.findByRole('form', { name: 'Home statistics' });
    const first = within(form).getByRole('listitem', { name: 'statistic 1' });
    await user.clear(within(first).getByLabelText('Figure'));
    await user.click(within(form).getByRole('button', { name: 'Save home statistics' }));
    expect(await within(first).findByText('Figure is required')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(within(first).getByLabelText('Figure'), '650+');
    await user.click(within(form).getByRole('button', { name: 'Remove statistic 4' }));
    await user.click(within(form).getByRole('button', { name: 'Save home statistics' }));
    expect(await screen.findByText('Saved home statistics')).toBeInTheDocument();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/site-content/statistics');
    const sent = (put?.body as { value: { value: string; label: string }[] }).value;
    expect(sent.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '650+ Active Members',
      '1000+ Past Questions & Materials',
      '20+ Tutorials Annually',
    ]);
  });

  it('leaves the contact lines to administrators', async () => {
    siteContentApi();
    render('/admin/site-content?tab=contact');
    expect(
      await screen.findByText(/Only administrators change the contact lines/),
    ).toBeInTheDocument();
  });
});
