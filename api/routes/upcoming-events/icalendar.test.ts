import { describe, expect, it } from 'vitest';
import { escapeText, foldLine } from '../../lib/icalendar';
import {
  eventCalendar,
  eventUid,
  icsFileName,
  parseTimeRange,
  type CalendarEventInput,
} from './icalendar';

const event: CalendarEventInput = {
  id: 'abc123',
  title: 'Quantum Computing Workshop',
  date: '2026-12-05T00:00:00.000Z',
  time: '10:00 AM - 2:00 PM',
  location: 'Physics Lecture Theatre, Room 2',
  description: 'Qubits; gates, and algorithms.\nBring a laptop.',
  organizer: 'PSA Academic Committee',
  registrationLink: 'https://forms.example.org/quantum',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-20T09:30:15.000Z',
};

/** The content lines, unfolded, as a calendar reader sees them. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b; c, d\r\ne\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('drops control characters iCalendar text cannot hold', () => {
    expect(escapeText('bell\u0007 and\ttab')).toBe('bell and tab');
  });
});

describe('foldLine', () => {
  it('leaves short lines alone', () => {
    expect(foldLine('SUMMARY:Short')).toBe('SUMMARY:Short');
  });

  it('folds at 75 octets with CRLF and a space', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts[0]).toHaveLength(75);
    for (const part of parts.slice(1)) {
      expect(part.startsWith(' ')).toBe(true);
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('counts octets, not characters, and never splits a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}${'😀'.repeat(10)}`;
    const parts = foldLine(line).split('\r\n');
    for (const part of parts) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(part.isWellFormed()).toBe(true);
    }
    expect(foldLine(line).replace(/\r\n /g, '')).toBe(line);
  });

  it('never splits an escape sequence', () => {
    const line = `DESCRIPTION:${'x'.repeat(62)}${'\\n'.repeat(10)}`;
    for (const part of foldLine(line).split('\r\n')) {
      expect(part.replace(/\\\\/g, '')).not.toMatch(/\\$/);
    }
    expect(foldLine(line).replace(/\r\n /g, '')).toBe(line);
  });
});

describe('parseTimeRange', () => {
  it.each([
    ['3:00 PM', { start: { hour: 15, minute: 0 } }],
    ['11:00 AM', { start: { hour: 11, minute: 0 } }],
    ['14:30', { start: { hour: 14, minute: 30 } }],
    ['2pm', { start: { hour: 14, minute: 0 } }],
    ['12:00 a.m.', { start: { hour: 0, minute: 0 } }],
    ['10:00 AM - 2:00 PM', { start: { hour: 10, minute: 0 }, end: { hour: 14, minute: 0 } }],
    ['9:00 AM – 4:00 PM', { start: { hour: 9, minute: 0 }, end: { hour: 16, minute: 0 } }],
    ['14:00-16:30', { start: { hour: 14, minute: 0 }, end: { hour: 16, minute: 30 } }],
    ['1-3pm', { start: { hour: 13, minute: 0 }, end: { hour: 15, minute: 0 } }],
    ['10 - 12pm', { start: { hour: 10, minute: 0 }, end: { hour: 12, minute: 0 } }],
    ['10am to noon', { start: { hour: 10, minute: 0 }, end: { hour: 12, minute: 0 } }],
  ])('reads %s', (text, expected) => {
    expect(parseTimeRange(text)).toEqual(expected);
  });

  it.each(['All day', 'TBA', 'Evening', '10', '10-12', '25:00', '13pm', '9:75 AM', '1-2-3pm', ''])(
    'gives up on %s',
    (text) => {
      expect(parseTimeRange(text)).toBeNull();
    },
  );
});

const psa = { producer: 'PSA', timeZone: 'Africa/Lagos' };

describe('eventCalendar', () => {
  it('writes one VEVENT with CRLF lines, a stable UID and times in the association zone', () => {
    const ics = eventCalendar(event, {
      producer: "Physics Students' Association",
      timeZone: 'Africa/Lagos',
      url: 'https://physics.example.edu/events/abc123',
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(ics);
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      "PRODID:-//Physics Students' Association//Upcoming events//EN",
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VTIMEZONE',
    ]);
    expect(lines).toContain(`UID:${eventUid('abc123')}`);
    expect(lines).toContain('DTSTAMP:20261120T093015Z');
    expect(lines).toContain('DTSTART;TZID=Africa/Lagos:20261205T100000');
    expect(lines).toContain('DTEND;TZID=Africa/Lagos:20261205T140000');
    expect(lines).toContain('SUMMARY:Quantum Computing Workshop');
    expect(lines).toContain('LOCATION:Physics Lecture Theatre\\, Room 2');
    expect(lines).toContain('URL:https://physics.example.edu/events/abc123');
    const description = lines.find((line) => line.startsWith('DESCRIPTION:'));
    expect(description).toBe(
      'DESCRIPTION:Qubits\\; gates\\, and algorithms.\\nBring a laptop.\\n\\nOrganizer: PSA Academic Committee\\nTime: 10:00 AM - 2:00 PM\\nRegister: https://forms.example.org/quantum\\nDetails: https://physics.example.edu/events/abc123',
    );
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
    // Folded: no physical line is longer than 75 octets.
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('gives the same file for the same event', () => {
    const options = psa;
    expect(eventCalendar(event, options)).toBe(eventCalendar(event, options));
  });

  it('makes an all-day event when the time cannot be read', () => {
    const lines = unfold(eventCalendar({ ...event, time: 'All day' }, psa));
    expect(lines).toContain('DTSTART;VALUE=DATE:20261205');
    expect(lines).toContain('DTEND;VALUE=DATE:20261206');
    expect(lines.some((line) => line.startsWith('URL:'))).toBe(false);
  });

  it('gives a start-only time an hour, and ends past midnight on the next day', () => {
    const single = unfold(eventCalendar({ ...event, time: '3:00 PM' }, psa));
    expect(single).toContain('DTSTART;TZID=Africa/Lagos:20261205T150000');
    expect(single).toContain('DTEND;TZID=Africa/Lagos:20261205T160000');
    const late = unfold(
      eventCalendar({ ...event, date: '2026-12-31T00:00:00.000Z', time: '10 PM - 2 AM' }, psa),
    );
    expect(late).toContain('DTSTART;TZID=Africa/Lagos:20261231T220000');
    expect(late).toContain('DTEND;TZID=Africa/Lagos:20270101T020000');
    // The zone's definition covers both years.
    expect(late.filter((line) => line.startsWith('DTSTART:'))[0]).toBe('DTSTART:20260101T000000');
  });

  it('never writes a floating time: a TZID defined by a VTIMEZONE (with its summer time)', () => {
    const lines = unfold(
      eventCalendar(
        { ...event, date: '2026-07-04T00:00:00.000Z', time: '6 PM' },
        { producer: 'PSA', timeZone: 'America/New_York' },
      ),
    );
    for (const line of lines.filter((line) => /^(DTSTART|DTEND)[;:]/.test(line))) {
      // Inside the VTIMEZONE, onsets are local by definition; in the event, a TZID names the zone.
      expect(line).toMatch(/;TZID=America\/New_York:|;VALUE=DATE:|^DTSTART:\d{8}T\d{6}$/);
    }
    expect(lines).toContain('DTSTART;TZID=America/New_York:20260704T180000');
    const zone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(zone).toContain('TZID:America/New_York');
    expect(zone).toContain('BEGIN:DAYLIGHT');
    expect(zone).toContain('TZOFFSETTO:-0400');
    expect(lines.indexOf('END:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
  });

  it('an all-day event needs no zone', () => {
    const lines = unfold(eventCalendar({ ...event, time: 'TBA' }, psa));
    expect(lines).not.toContain('BEGIN:VTIMEZONE');
  });

  it('rolls an all-day event over month and year ends', () => {
    const lines = unfold(
      eventCalendar({ ...event, date: '2026-12-31T00:00:00.000Z', time: 'TBA' }, psa),
    );
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
  });
});

describe('icsFileName', () => {
  it('makes a safe file name from the title', () => {
    expect(icsFileName('Quantum Computing Workshop')).toBe('quantum-computing-workshop.ics');
    expect(icsFileName('Café "Physique" / Night!')).toBe('cafe-physique-night.ics');
    expect(icsFileName('量子')).toBe('event.ics');
  });
});
