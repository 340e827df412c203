import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/render';
import {
  calendarApi,
  callsTo,
  lesson,
  renderAdmin,
  setUpCalendarAdminTests,
} from './calendar-admin.harness';

setUpCalendarAdminTests();

const draft = [lesson('d1', { course: 'PHY 102 General Physics II' })];
const session = { session: '2026/2027', semester: 'second' };

describe("/admin/calendar, Timetable: the next semester's draft", () => {
  it('shows nothing of a draft while there is none', async () => {
    calendarApi();
    renderAdmin('/admin/calendar?tab=timetable');
    await screen.findByRole('heading', { name: 'IPH 201 Electronics I' });
    expect(
      screen.queryByRole('region', { name: "Next semester's timetable (draft)" }),
    ).not.toBeInTheDocument();
  });

  it('lists the draft for review and confirms it after asking', async () => {
    let waiting = draft;
    const api = calendarApi(
      {},
      {
        'GET /api/timetable/draft': () => jsonResponse(waiting),
        'POST /api/academic-session/next-semester/confirm': () => {
          waiting = [];
          return jsonResponse(session);
        },
      },
    );
    const { user } = renderAdmin('/admin/calendar?tab=timetable');
    const review = await screen.findByRole('region', {
      name: "Next semester's timetable (draft)",
    });
    expect(
      within(review).getByRole('heading', { name: 'PHY 102 General Physics II' }),
    ).toBeVisible();
    expect(within(review).getByText(/1 class copied for review/)).toBeInTheDocument();

    await user.click(within(review).getByRole('button', { name: 'Confirm timetable' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: "Confirm the next semester's timetable?",
    });
    expect(dialog).toHaveTextContent(/replace the current timetable/);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm timetable' }));
    expect(await screen.findByText('The second semester has begun')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/api/academic-session/next-semester/confirm')).toHaveLength(
      1,
    );
    await screen.findByRole('heading', { name: 'IPH 201 Electronics I' });
    expect(
      screen.queryByRole('region', { name: "Next semester's timetable (draft)" }),
    ).not.toBeInTheDocument();
  });

  it('discards the draft after asking, and says why when the server refuses', async () => {
    const api = calendarApi(
      {},
      {
        'GET /api/timetable/draft': () => jsonResponse(draft),
        'DELETE /api/academic-session/next-semester': () =>
          jsonResponse(
            { error: 'There is no next-semester timetable to confirm' },
            { status: 409 },
          ),
      },
    );
    const { user } = renderAdmin('/admin/calendar?tab=timetable');
    const review = await screen.findByRole('region', {
      name: "Next semester's timetable (draft)",
    });
    await user.click(within(review).getByRole('button', { name: 'Discard draft' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard the draft timetable?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    expect(
      await screen.findByText('There is no next-semester timetable to confirm'),
    ).toBeInTheDocument();
    expect(callsTo(api.calls, 'DELETE', '/api/academic-session/next-semester')).toHaveLength(1);
    // Left open: the officer sees the refusal and decides.
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('deletes a draft class without offering Undo (which would make it live)', async () => {
    calendarApi(
      {},
      {
        'GET /api/timetable/draft': () => jsonResponse(draft),
        'DELETE /api/timetable/d1': () => new Response(null, { status: 204 }),
      },
    );
    const { user } = renderAdmin('/admin/calendar?tab=timetable');
    const review = await screen.findByRole('region', {
      name: "Next semester's timetable (draft)",
    });
    await user.click(
      within(review).getByRole('button', { name: /^Delete PHY 102 General Physics II/ }),
    );
    const toastItem = (await screen.findByText('Class deleted from the draft')).closest('li')!;
    expect(within(toastItem).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('adds a class to the draft through the class form', async () => {
    let waiting = draft;
    const api = calendarApi(
      {},
      {
        'GET /api/timetable/draft': () => jsonResponse(waiting),
        'POST /api/timetable/draft': () => {
          const added = lesson('d2', { course: 'PHY 104 Waves' });
          waiting = [...draft, added];
          return jsonResponse(added, { status: 201 });
        },
      },
    );
    const { user } = renderAdmin('/admin/calendar?tab=timetable');
    const review = await screen.findByRole('region', {
      name: "Next semester's timetable (draft)",
    });
    await user.click(within(review).getByRole('button', { name: 'Add a class' }));
    expect(
      await screen.findByRole('heading', { name: 'Add Class to the Draft' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Start'), '14:00');
    await user.type(screen.getByLabelText('End'), '16:00');
    await user.type(screen.getByRole('textbox', { name: 'Course' }), 'PHY 104 Waves');
    await user.type(screen.getByRole('textbox', { name: 'Venue' }), 'LT3');
    await user.click(screen.getByRole('button', { name: 'Add to Draft' }));

    expect(await screen.findByText('Class added to the draft')).toBeInTheDocument();
    // In the draft's list, not the timetable's.
    expect(
      await within(review).findByRole('heading', { name: 'PHY 104 Waves' }),
    ).toBeInTheDocument();
    const timetable = screen.getByRole('region', { name: 'Class Timetable' });
    expect(within(timetable).queryByRole('heading', { name: 'PHY 104 Waves' })).toBeNull();
    expect(callsTo(api.calls, 'POST', '/api/timetable/draft')[0]?.body).toMatchObject({
      course: 'PHY 104 Waves',
      venue: 'LT3',
    });
    expect(callsTo(api.calls, 'POST', '/api/timetable')).toHaveLength(0);
    // Back to adding to the timetable itself.
    expect(await screen.findByRole('heading', { name: 'Add Class' })).toBeInTheDocument();
  });
});
