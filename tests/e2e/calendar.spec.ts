import type { APIRequestContext, Page } from '@playwright/test';
import type { TimetableClass } from '../../contract/timetable';
import { signInAsAdmin } from './support/staff';
import { expect, test, waitUntilLive } from './support/test';

/** A unique suffix, so stories running side by side never see each other's data. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Mutating API calls must say they come from the site itself, as the browser's own would. */
function sameOrigin(): Record<string, string> {
  const { baseURL } = test.info().project.use;
  return { origin: new URL(baseURL!).origin };
}

/**
 * An evening hour no sample class uses, moved on by each retry: a retried story's classes from the
 * first attempt are still there, and would otherwise clash with the new ones.
 */
const eveningHour = () => 17 + test.info().retry;
const clock = (hour: number, minute = 0) =>
  `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
const twelveHour = (hour: number, minute = 0) =>
  `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;

/** A class made through the API (signed in as the page's admin). */
async function createClass(
  request: APIRequestContext,
  fields: Partial<TimetableClass> & { startTime: string; endTime: string },
): Promise<TimetableClass> {
  const response = await request.post('/api/timetable?allowClash=true', {
    headers: sameOrigin(),
    data: { lecturer: 'Dr. E2E', ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TimetableClass;
}

/** Chooses an option of a labelled select on the page. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Chooses an option of a labelled native select on the public pages. */
async function select(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
}

/** The option a labelled native select shows. */
const shown = (page: Page, label: string) =>
  page.getByRole('combobox', { name: label, exact: true }).getByRole('option', { selected: true });

/**
 * The calendar page's views: links in the address (?tab=…), the one shown marked as the current
 * page.
 */
const view = (page: Page, name: 'Academic Calendar' | 'Class Timetable') =>
  page.getByRole('navigation', { name: 'Calendar views' }).getByRole('link', { name });

/** The public timetable's row for a course. */
const timetableRow = (page: Page, course: string) =>
  page.getByRole('table').getByRole('row').filter({ hasText: course });

test('Staff add a calendar event and students see it on that day in the calendar', async ({
  page,
}) => {
  const name = `Lab safety briefing ${unique()}`;
  // The 15th of the month the picker opens on: no navigation needed in either calendar.
  const today = new Date();
  const day = new Date(today.getFullYear(), today.getMonth(), 15);
  const longDate = day.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

  await signInAsAdmin(page, '/admin/calendar');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Academic Calendar Admin' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Event Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Description' }).fill('Everyone taking a lab course.');
  await page.getByRole('button', { name: new RegExp(longDate) }).click();
  await expect(page.getByText(`Selected: ${longDate}`)).toBeVisible();
  await choose(page, 'Event Type', 'Exam');
  await page.getByRole('button', { name: 'Add Event' }).click();
  await expect(page.getByText('Event added')).toBeVisible();
  const adminList = page.getByRole('region', { name: 'Academic Events' });
  await expect(adminList.getByRole('listitem').last()).toContainText(name);

  await page.goto('/academics/calendar');
  await waitUntilLive(page);
  const marked = page.getByRole('button', { name: new RegExp(`${longDate}, has events`) });
  await expect(marked).toBeVisible();
  await marked.click();
  const dayEvents = page.getByRole('region', { name: `Events on ${longDate}` });
  await expect(dayEvents.getByRole('heading', { name })).toBeVisible();
  await expect(dayEvents.getByText('Everyone taking a lab course.')).toBeVisible();
  const entry = page
    .getByRole('region', { name: 'Academic Events' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(entry.getByText('Exam', { exact: true })).toBeVisible();
  await expect(entry.getByText(longDate)).toBeVisible();
});

test('A student picks Geophysics 300L and sees that timetable, and the choice is remembered after a reload', async ({
  page,
}) => {
  await page.goto('/academics/calendar');
  await waitUntilLive(page);
  await view(page, 'Class Timetable').click();
  await expect(view(page, 'Class Timetable')).toHaveAttribute('aria-current', 'page');
  await waitUntilLive(page);
  // The spec's defaults first.
  await expect(shown(page, 'Category')).toHaveText('Pure Physics');
  await expect(shown(page, 'Level')).toHaveText('100L');
  await select(page, 'Category', 'Geophysics');
  await select(page, 'Level', '300L');
  await expect(page.getByRole('table', { name: 'Weekly classes: Geophysics, 300L' })).toBeVisible();
  await expect(timetableRow(page, 'GPH 301 Seismic Methods').first()).toContainText(
    'Geophysics Lab',
  );
  // The shared class for every category is there too.
  await expect(timetableRow(page, 'PHY 307 Mathematical Physics')).toContainText('Saturday');

  await page.reload();
  await waitUntilLive(page);
  await expect(page.getByRole('table', { name: 'Weekly classes: Geophysics, 300L' })).toBeVisible();

  // A plain visit, with nothing in the address: the browser remembers the choice.
  await page.goto('/academics/calendar');
  await waitUntilLive(page);
  await expect(view(page, 'Academic Calendar')).toHaveAttribute('aria-current', 'page');
  await expect(view(page, 'Class Timetable')).not.toHaveAttribute('aria-current');
  await view(page, 'Class Timetable').click();
  await expect(shown(page, 'Category')).toHaveText('Geophysics');
  await expect(shown(page, 'Level')).toHaveText('300L');
  await expect(timetableRow(page, 'GPH 303 Gravity and Magnetic Methods').first()).toBeVisible();
});

test('The timetable tab can be linked to', async ({ page }) => {
  await page.goto('/academics/calendar?tab=timetable&category=industrial-physics&level=200L');
  await waitUntilLive(page);
  await expect(view(page, 'Class Timetable')).toHaveAttribute('aria-current', 'page');
  await expect(view(page, 'Academic Calendar')).not.toHaveAttribute('aria-current');
  await expect(shown(page, 'Category')).toHaveText('Industrial Physics');
  await expect(shown(page, 'Level')).toHaveText('200L');
  await expect(timetableRow(page, 'IPH 203 Electronics I').first()).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Subscribe to the Industrial Physics, 200L timetable' }),
  ).toHaveAttribute(
    'href',
    /^webcal:\/\/.+\/api\/timetable\.ics\?category=industrial-physics&level=200L$/,
  );

  // Changing the choice changes the address, so the link can be shared again.
  await select(page, 'Level', '400L');
  await expect(page).toHaveURL(/\?tab=timetable&category=industrial-physics&level=400L$/);
  await view(page, 'Academic Calendar').click();
  await expect(page).toHaveURL(/\/academics\/calendar$/);
  await expect(view(page, 'Academic Calendar')).toHaveAttribute('aria-current', 'page');
});

test('Staff edit a class and the timetable shows the change', async ({ page }) => {
  const course = `IPH 499 Seminar ${unique()}`;
  const hour = eveningHour();
  await signInAsAdmin(page, '/admin/calendar?tab=timetable');
  await createClass(page.request, {
    day: 'Friday',
    startTime: clock(hour),
    endTime: clock(hour + 1),
    course,
    venue: `Room ${unique()}`,
    category: 'industrial-physics',
    level: '400L',
  });
  const venue = `Seminar Room ${unique()}`;

  await page.reload();
  await waitUntilLive(page);
  await page.getByRole('tab', { name: 'Timetable' }).click();
  // The list comes a page at a time: find the class.
  await page.getByRole('searchbox', { name: 'Search classes' }).fill(course);
  await page
    .getByRole('button', {
      name: `Edit ${course}, Friday ${twelveHour(hour)} - ${twelveHour(hour + 1)}`,
    })
    .click();
  await expect(page.getByRole('button', { name: 'Update Class' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Venue' }).fill(venue);
  await page.getByLabel('End', { exact: true }).fill(clock(hour + 1, 30));
  await page.getByRole('button', { name: 'Update Class' }).click();
  await expect(page.getByText('Class updated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Class' })).toBeVisible();

  await page.goto('/academics/calendar?tab=timetable&category=industrial-physics&level=400L');
  await waitUntilLive(page);
  const row = timetableRow(page, course);
  await expect(row).toContainText(venue);
  await expect(row).toContainText(`${twelveHour(hour)} - ${twelveHour(hour + 1, 30)}`);
  await expect(row).toContainText('Friday');
});

test('Staff add a class for Geophysics 200L; it shows in that timetable and in its calendar feed', async ({
  page,
}) => {
  const course = `GPH 299 Field Trip ${unique()}`;
  const hour = eveningHour();
  await signInAsAdmin(page, '/admin/calendar?tab=timetable');
  await choose(page, 'Day', 'Thursday');
  await page.getByLabel('Start', { exact: true }).fill(clock(hour));
  await page.getByLabel('End', { exact: true }).fill(clock(hour + 1));
  await page.getByRole('textbox', { name: 'Course' }).fill(course);
  await page.getByRole('textbox', { name: 'Venue' }).fill(`Field Station ${unique()}`);
  await page.getByRole('textbox', { name: 'Lecturer' }).fill('Dr. K. Musa');
  await choose(page, 'Category', 'Geophysics');
  await choose(page, 'Level', '200L');
  await page.getByRole('button', { name: 'Add Class' }).click();
  await expect(page.getByText('Class added')).toBeVisible();

  await page.goto('/academics/calendar?tab=timetable&category=geophysics&level=200L');
  await waitUntilLive(page);
  await expect(timetableRow(page, course)).toContainText('Thursday');

  const feed = await page.request.get('/api/timetable.ics?category=geophysics&level=200L');
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = (await feed.text()).replace(/\r\n /g, '');
  expect(text).toContain(`SUMMARY:${course}`);
  expect(text).toMatch(
    new RegExp(`DTSTART;TZID=Africa/Lagos:\\d{8}T${clock(hour).replace(':', '')}00`),
  );
  expect(text).toContain('RRULE:FREQ=WEEKLY;UNTIL=');
  const other = await page.request.get('/api/timetable.ics?category=pure-physics&level=200L');
  expect(await other.text()).not.toContain(course);
});

test('A class for all categories shows under every category', async ({ page }) => {
  const course = `GST 400 Entrepreneurship ${unique()}`;
  const hour = eveningHour() - 1;
  await signInAsAdmin(page);
  await createClass(page.request, {
    day: 'Saturday',
    startTime: clock(hour),
    endTime: clock(hour + 1),
    course,
    venue: `Hall ${unique()}`,
    category: 'all',
    level: '400L',
  });
  for (const category of ['pure-physics', 'industrial-physics', 'geophysics', 'all']) {
    await page.goto(`/academics/calendar?tab=timetable&category=${category}&level=400L`);
    await waitUntilLive(page);
    await expect(timetableRow(page, course)).toContainText('All categories');
  }
  await page.goto('/academics/calendar?tab=timetable&category=geophysics&level=300L');
  await waitUntilLive(page);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(timetableRow(page, course)).toHaveCount(0);
});

test('A clash is caught and can be saved anyway', async ({ page, consoleGuard }) => {
  // The browser logs the 409 that names the clash.
  consoleGuard.allow(/status of 409/);
  const venue = `Lab ${unique()}`;
  const hour = eveningHour();
  const first = `PHY 190 Tutorial ${unique()}`;
  const second = `PHY 191 Tutorial ${unique()}`;
  await signInAsAdmin(page, '/admin/calendar?tab=timetable');
  await createClass(page.request, {
    day: 'Wednesday',
    startTime: clock(hour),
    endTime: clock(hour + 1),
    course: first,
    venue,
    category: 'industrial-physics',
    level: '100L',
  });

  await choose(page, 'Day', 'Wednesday');
  await page.getByLabel('Start', { exact: true }).fill(clock(hour, 30));
  await page.getByLabel('End', { exact: true }).fill(clock(hour + 1, 30));
  await page.getByRole('textbox', { name: 'Course' }).fill(second);
  await page.getByRole('textbox', { name: 'Venue' }).fill(venue);
  await page.getByRole('button', { name: 'Add Class' }).click();

  const clash = page.getByRole('alert').filter({ hasText: 'This class clashes with another' });
  await expect(clash).toContainText(
    `Clashes with ${first} on Wednesday, ${twelveHour(hour)} - ${twelveHour(hour + 1)} in ${venue} (same venue)`,
  );
  await clash.getByRole('button', { name: 'Save anyway' }).click();
  await expect(page.getByText('Class added')).toBeVisible();
  await expect(page.getByRole('heading', { name: second })).toBeVisible();
});

test('Undo restores a deleted class', async ({ page }) => {
  const course = `IPH 390 Project ${unique()}`;
  const hour = eveningHour();
  await signInAsAdmin(page);
  await createClass(page.request, {
    day: 'Tuesday',
    startTime: clock(hour),
    endTime: clock(hour + 1),
    course,
    venue: `Workshop ${unique()}`,
    category: 'industrial-physics',
    level: '300L',
  });
  await page.goto('/admin/calendar?tab=timetable');
  await waitUntilLive(page);
  await page.getByRole('searchbox', { name: 'Search classes' }).fill(course);
  await page
    .getByRole('button', {
      name: `Delete ${course}, Tuesday ${twelveHour(hour)} - ${twelveHour(hour + 1)}`,
    })
    .click();
  const toast = page.getByRole('listitem').filter({ hasText: 'Class deleted' });
  await expect(toast).toBeVisible();
  await expect(page.getByRole('heading', { name: course })).toHaveCount(0);
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Class restored')).toBeVisible();
  await expect(page.getByRole('heading', { name: course })).toBeVisible();

  await page.goto('/academics/calendar?tab=timetable&category=industrial-physics&level=300L');
  await waitUntilLive(page);
  await expect(timetableRow(page, course)).toContainText('Tuesday');
});
