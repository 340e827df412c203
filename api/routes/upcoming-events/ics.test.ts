import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upcomingEventSchema, type UpcomingEvent } from '../../../contract/upcoming-events';
import { staffHeaders } from '../../test/staff';
import { buildTestApp } from '../../test/test-app';
import { eventUid } from './icalendar';

let app: FastifyInstance;
let created: UpcomingEvent;

beforeAll(async () => {
  app = await buildTestApp();
  const response = await app.inject({
    method: 'POST',
    url: '/api/upcoming-events',
    headers: await staffHeaders(app, 'editor'),
    payload: {
      title: 'Guest Lecture: Gravitational Waves',
      date: '2027-01-20',
      time: '11:00 AM - 1:00 PM',
      location: 'Main Auditorium',
      description: 'Ripples in spacetime, measured.',
      organizer: 'Department of Physics',
    },
  });
  expect(response.statusCode).toBe(201);
  created = upcomingEventSchema.parse(response.json());
});
afterAll(async () => app.close());

describe('GET /api/upcoming-events/:id/ics', () => {
  it('answers a calendar file to download, with the event in it', async () => {
    const response = await app.inject(`/api/upcoming-events/${created._id}/ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="guest-lecture-gravitational-waves.ics"',
    );
    const lines = response.body.replace(/\r\n /g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain(`UID:${eventUid(created._id)}`);
    expect(lines).toContain('DTSTART;TZID=Africa/Lagos:20270120T110000');
    expect(lines).toContain('DTEND;TZID=Africa/Lagos:20270120T130000');
    expect(lines).toContain('SUMMARY:Guest Lecture: Gravitational Waves');
    expect(lines).toContain(`URL:http://localhost:80/events/${created._id}`);
    expect(lines).toContain("PRODID:-//Physics Students' Association//Upcoming events//EN");
  });

  it('carries its time zone (CALENDAR_TIMEZONE): a calendar app reads the same instant anywhere', async () => {
    const body = (await app.inject(`/api/upcoming-events/${created._id}/ics`)).body;
    const calendar = new ICAL.Component(ICAL.parse(body));
    for (const zone of calendar.getAllSubcomponents('vtimezone'))
      ICAL.TimezoneService.register(new ICAL.Timezone(zone));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.startDate.zone?.tzid).toBe('Africa/Lagos');
    // 11:00 in Lagos (UTC+1) is 10:00 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-01-20T10:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-01-20T12:00:00.000Z');
  });

  it('keeps the same UID after the event changes', async () => {
    const before = (await app.inject(`/api/upcoming-events/${created._id}/ics`)).body;
    await app.inject({
      method: 'PUT',
      url: `/api/upcoming-events/${created._id}`,
      headers: await staffHeaders(app, 'editor'),
      payload: { time: 'To be announced' },
    });
    const after = (await app.inject(`/api/upcoming-events/${created._id}/ics`)).body;
    const uid = (ics: string) => /UID:(.*)\r\n/.exec(ics)?.[1];
    expect(uid(after)).toBe(uid(before));
    expect(after).toContain('DTSTART;VALUE=DATE:20270120');
  });

  it('answers 404 for an unknown event', async () => {
    const response = await app.inject('/api/upcoming-events/no-such-event/ics');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Event not found' });
  });
});
