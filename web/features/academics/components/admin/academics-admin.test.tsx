import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { fakeApi, type ApiHandler } from '@/test/api';
import { installRadixShims } from '@/test/jsdom-shims';
import { course, notesTutorial, resource, tutorial } from '@/features/academics/testing/fixtures';
import { renderAdminAcademics } from '@/features/academics/testing/routes';

beforeAll(installRadixShims);
afterEach(() => vi.unstubAllGlobals());

const storedPdf = `/media/d/${'f'.repeat(64)}.pdf`;
const courses = [
  course('PHY 101', { title: 'General Physics I' }),
  course('GPH 301', { title: 'Seismic Methods', category: 'geophysics' }),
];

function api(overrides: Record<string, ApiHandler> = {}) {
  return fakeApi({
    'GET /api/courses': () => jsonResponse(courses),
    'GET /api/tutorials': () =>
      jsonResponse([tutorial(1, { title: 'Projectile motion' }), notesTutorial(2)]),
    'GET /api/resources': () => jsonResponse([resource(1, { title: 'Feynman lectures' })]),
    ...overrides,
  });
}

async function open(path = '/admin/academics') {
  const rendered = renderAdminAcademics(path);
  await screen.findByRole('heading', { level: 1, name: 'Academics' }, { timeout: 5000 });
  return rendered;
}

describe('/admin/academics', { timeout: 30_000 }, () => {
  it('lists and searches the courses', async () => {
    api();
    const { user } = await open();
    const table = await screen.findByRole('table', { name: 'Courses' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'seismic');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('GPH 301')).toBeVisible();
    expect(screen.getByText('1 of 2 courses')).toBeVisible();
  });

  it('shows validation messages by the fields of the course form', async () => {
    const { calls } = api();
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Add Course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Course' });
    await user.clear(within(dialog).getByLabelText('Credits'));
    await user.type(within(dialog).getByLabelText('Credits'), '20');
    await user.type(within(dialog).getByLabelText('Course code'), 'Physics');
    await user.click(within(dialog).getByRole('button', { name: 'Add past question' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('Course code must be a course code like PHY 101'),
    ).toBeVisible();
    // The course's title and the past question's.
    expect(within(dialog).getAllByText('Title is required')).toHaveLength(2);
    expect(within(dialog).getByText('Credits must be at most 12')).toBeVisible();
    expect(within(dialog).getByText('Description is required')).toBeVisible();
    const row = within(dialog).getByRole('group', { name: 'Past question 1' });
    expect(within(row).getByText('Title is required')).toBeVisible();
    expect(
      within(row).getByText('The file or link must be an http(s) URL or a /media path'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Course code')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    // Editing a field takes its message away.
    await user.type(within(row).getByLabelText('Title'), 'Examination');
    await waitFor(() => expect(within(row).queryByText('Title is required')).toBeNull());
    expect(within(dialog).getAllByText('Title is required')).toHaveLength(1);
  });

  it('adds a course with a past question whose PDF is uploaded first', async () => {
    let created: unknown;
    const { calls } = api({
      'POST /api/uploads/pdf': () => jsonResponse({ url: storedPdf, bytes: 120 }, { status: 201 }),
      'POST /api/courses': ({ body }) => {
        created = body;
        return jsonResponse(
          { ...course('PHY 109'), ...(body as object), _id: 'new' },
          { status: 201 },
        );
      },
    });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Add Course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Course' });
    await user.type(within(dialog).getByLabelText('Course code'), 'phy109');
    await user.type(within(dialog).getByLabelText('Title'), 'Physics for Life Sciences');
    await user.type(within(dialog).getByLabelText('Description'), 'Physics for biology students.');
    await user.type(within(dialog).getByLabelText(/Outline/), 'Optics\nFluids\n');
    await user.click(within(dialog).getByRole('button', { name: 'Add past question' }));
    const row = within(dialog).getByRole('group', { name: 'Past question 1' });
    await user.type(within(row).getByLabelText('Title'), 'First semester examination');
    await user.clear(within(row).getByLabelText('Year'));
    await user.type(within(row).getByLabelText('Year'), '2025');
    const file = new File(['%PDF-1.4\n%%EOF\n'], 'phy109-2025.pdf', { type: 'application/pdf' });
    await user.upload(within(row).getByLabelText(/Upload a PDF for/), file);
    expect(await within(row).findByText('Uploaded phy109-2025.pdf')).toBeVisible();
    expect(within(row).getByLabelText('PDF file or link')).toHaveValue(storedPdf);
    const upload = calls.find((call) => call.path === '/api/uploads/pdf');
    expect((upload?.body as Record<string, File>).file!.name).toBe('phy109-2025.pdf');

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(created).toMatchObject({
      id: 'PHY 109',
      title: 'Physics for Life Sciences',
      credits: 3,
      category: 'pure-physics',
      level: '100L',
      outline: ['Optics', 'Fluids'],
      materials: [],
      pastQuestions: [
        { title: 'First semester examination', year: 2025, type: 'Exam', url: storedPdf },
      ],
    });
  });

  it('shows a taken course code under the code field', async () => {
    api({
      'PUT /api/courses/row-gph301': () =>
        jsonResponse({ error: 'A course with code PHY 101 already exists' }, { status: 409 }),
    });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Edit “GPH 301”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit GPH 301' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Seismic Methods');
    await user.clear(within(dialog).getByLabelText('Course code'));
    await user.type(within(dialog).getByLabelText('Course code'), 'PHY 101');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(
      await within(dialog).findByText('A course with code PHY 101 already exists'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Course code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes a course after confirmation', async () => {
    const { calls } = api({
      'DELETE /api/courses/row-phy101': () => new Response(null, { status: 204 }),
    });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Delete “PHY 101”' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete this course?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(
      calls.some((call) => call.method === 'DELETE' && call.path === '/api/courses/row-phy101'),
    ).toBe(true);
  });

  it('checks a tutorial (video link, notes PDF) and sends it as multipart', async () => {
    let sent: Record<string, unknown> = {};
    api({
      'POST /api/tutorials': ({ body }) => {
        sent = body as Record<string, unknown>;
        return jsonResponse(notesTutorial(7, { title: 'Optics notes' }), { status: 201 });
      },
    });
    const { user } = await open('/admin/academics?tab=tutorials');
    await user.click(await screen.findByRole('button', { name: 'Add Tutorial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Tutorial' });
    // Any http(s) video link will do (a file plays natively), but it must be a whole address.
    await user.type(within(dialog).getByLabelText('Video URL'), 'cdn.example.org/lecture.mp4');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Video URL must be an http(s) URL')).toBeVisible();
    expect(within(dialog).getByText('Lecturer is required')).toBeVisible();

    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Notes (PDF)' }));
    await user.type(within(dialog).getByLabelText('Title'), 'Optics notes');
    await user.type(within(dialog).getByLabelText('Description'), 'Lenses and mirrors.');
    await user.type(within(dialog).getByLabelText('Lecturer'), 'Dr. Eze');
    await user.type(within(dialog).getByLabelText(/Keywords/), 'optics, lenses');
    // The PDF is optional for notes too.
    expect(within(dialog).getByLabelText('PDF notes (optional)')).not.toHaveAttribute(
      'aria-invalid',
    );

    const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'optics.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText(/PDF notes/), pdf);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toMatchObject({
      type: 'notes',
      title: 'Optics notes',
      lecturer: 'Dr. Eze',
      keywords: 'optics, lenses',
      videoUrl: '',
    });
    expect((sent.pdf as File).name).toBe('optics.pdf');
  });

  it('creates a notes tutorial without a PDF', async () => {
    let sent: Record<string, unknown> | undefined;
    api({
      'POST /api/tutorials': ({ body }) => {
        sent = body as Record<string, unknown>;
        return jsonResponse(notesTutorial(8, { title: 'Notes to follow' }), { status: 201 });
      },
    });
    const { user } = await open('/admin/academics?tab=tutorials');
    await user.click(await screen.findByRole('button', { name: 'Add Tutorial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Tutorial' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Notes (PDF)' }));
    await user.type(within(dialog).getByLabelText('Title'), 'Notes to follow');
    await user.type(within(dialog).getByLabelText('Description'), 'The file comes later.');
    await user.type(within(dialog).getByLabelText('Lecturer'), 'Dr. Eze');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toMatchObject({ type: 'notes', title: 'Notes to follow' });
    expect(sent?.pdf).toBeUndefined();
  });

  it("shows the server's message about the notes under the PDF field, focused", async () => {
    api({
      'POST /api/tutorials': () =>
        jsonResponse(
          { error: 'pdfUrl: must be a /media path', fields: { pdfUrl: 'must be a /media path' } },
          { status: 400 },
        ),
    });
    const { user } = await open('/admin/academics?tab=tutorials');
    await user.click(await screen.findByRole('button', { name: 'Add Tutorial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Tutorial' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Notes (PDF)' }));
    await user.type(within(dialog).getByLabelText('Title'), 'Optics notes');
    await user.type(within(dialog).getByLabelText('Description'), 'Lenses and mirrors.');
    await user.type(within(dialog).getByLabelText('Lecturer'), 'Dr. Eze');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('PDF notes must be a /media path')).toBeVisible();
    expect(within(dialog).getByLabelText('PDF notes (optional)')).toHaveFocus();
  });

  it('edits and deletes a learning resource', async () => {
    let put: unknown;
    const { calls } = api({
      'PUT /api/resources/resource-1': ({ body }) => {
        put = body;
        return jsonResponse(resource(1, { title: 'Feynman lectures online' }));
      },
      'DELETE /api/resources/resource-1': () => new Response(null, { status: 204 }),
    });
    const { user } = await open('/admin/academics?tab=resources');
    await user.click(await screen.findByRole('button', { name: 'Edit “Feynman lectures”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Learning Resource' });
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Title is required')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Title'), 'Feynman lectures online');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(put).toMatchObject({ title: 'Feynman lectures online', level: '', downloadable: false });

    await user.click(screen.getByRole('button', { name: 'Delete “Feynman lectures”' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete this learning resource?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });
});
