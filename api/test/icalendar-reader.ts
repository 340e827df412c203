/**
 * A strict iCalendar (RFC 5545) reader for tests: it checks the things a calendar app needs to
 * import a feed, and throws on the first violation. It checks the physical form (CRLF line ends,
 * lines of at most 75 octets, folding), the content-line grammar (names, parameters, quoting),
 * BEGIN/END nesting, each component's required properties, value formats of the date and time
 * properties, that every TZID has its VTIMEZONE, and that a recurrence with a TZID ends in UTC.
 * `occurrences` expands the weekly recurrences the timetable feed writes.
 */

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface Component {
  name: string;
  properties: Property[];
  components: Component[];
}

const nameToken = /^[A-Za-z0-9-]+$/;
const dateValue = /^\d{8}$/;
const dateTimeValue = /^\d{8}T\d{6}Z?$/;

function fail(message: string): never {
  throw new Error(`Invalid iCalendar: ${message}`);
}

/** Splits a content line into name, parameters and value, honouring quoted parameter values. */
function parseLine(line: string): Property {
  let index = 0;
  const readName = () => {
    const start = index;
    while (index < line.length && /[A-Za-z0-9-]/.test(line.charAt(index))) index += 1;
    const token = line.slice(start, index);
    if (!nameToken.test(token)) fail(`bad name in ${JSON.stringify(line)}`);
    return token.toUpperCase();
  };
  const name = readName();
  const params: Record<string, string> = {};
  while (line[index] === ';') {
    index += 1;
    const param = readName();
    if (line[index] !== '=') fail(`parameter without '=' in ${JSON.stringify(line)}`);
    index += 1;
    let value: string;
    if (line[index] === '"') {
      const end = line.indexOf('"', index + 1);
      if (end < 0) fail(`unterminated quote in ${JSON.stringify(line)}`);
      value = line.slice(index + 1, end);
      index = end + 1;
    } else {
      const start = index;
      while (index < line.length && !';:,'.includes(line.charAt(index))) {
        if (line[index] === '"') fail(`stray quote in ${JSON.stringify(line)}`);
        index += 1;
      }
      value = line.slice(start, index);
    }
    params[param] = value;
  }
  if (line[index] !== ':') fail(`no ':' after the name in ${JSON.stringify(line)}`);
  return { name, params, value: line.slice(index + 1) };
}

/** TEXT values: '\\n' is a line break; '\\,', '\\;' and '\\\\' are literal. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

const required: Record<string, string[]> = {
  VCALENDAR: ['VERSION', 'PRODID'],
  VEVENT: ['UID', 'DTSTAMP', 'DTSTART'],
  VTIMEZONE: ['TZID'],
  STANDARD: ['DTSTART', 'TZOFFSETFROM', 'TZOFFSETTO'],
  DAYLIGHT: ['DTSTART', 'TZOFFSETFROM', 'TZOFFSETTO'],
};

function checkDateProperty(property: Property, timeZones: Set<string>): void {
  for (const value of property.value.split(',')) {
    if (property.params.VALUE === 'DATE') {
      if (!dateValue.test(value)) fail(`${property.name} is not a DATE: ${value}`);
    } else if (!dateTimeValue.test(value)) {
      fail(`${property.name} is not a DATE-TIME: ${value}`);
    }
    const tzid = property.params.TZID;
    if (tzid !== undefined) {
      if (value.endsWith('Z')) fail(`${property.name} has a TZID and a UTC time`);
      if (!timeZones.has(tzid)) fail(`TZID ${tzid} has no VTIMEZONE`);
    }
  }
}

/** Parses and checks a whole iCalendar object; returns its VCALENDAR. */
export function readICalendar(text: string): Component {
  if (!text.endsWith('\r\n')) fail('does not end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (/[\r\n]/.test(line)) fail('a bare CR or LF');
    if (Buffer.byteLength(line, 'utf8') > 75) fail(`a line longer than 75 octets: ${line}`);
    if (line === '') fail('an empty line');
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (lines.length === 0) fail('starts with a continuation line');
      lines[lines.length - 1] += line.slice(1);
    } else lines.push(line);
  }
  for (const line of lines) if (!line.isWellFormed()) fail('folding split a character');

  const stack: Component[] = [];
  let root: Component | undefined;
  for (const line of lines) {
    const property = parseLine(line);
    if (property.name === 'BEGIN') {
      const component: Component = {
        name: property.value.toUpperCase(),
        properties: [],
        components: [],
      };
      if (stack.length === 0) {
        if (root) fail('more than one top-level component');
        root = component;
      } else stack.at(-1)?.components.push(component);
      stack.push(component);
    } else if (property.name === 'END') {
      const open = stack.pop();
      if (!open || open.name !== property.value.toUpperCase())
        fail(`END:${property.value} does not close ${open?.name ?? 'anything'}`);
    } else {
      const current = stack[stack.length - 1];
      if (!current) fail(`a property outside any component: ${line}`);
      current.properties.push(property);
    }
  }
  const unclosed = stack.at(-1);
  if (unclosed) fail(`${unclosed.name} is not closed`);
  if (!root || root.name !== 'VCALENDAR') fail('the top-level component is not VCALENDAR');
  if (get(root, 'VERSION') !== '2.0') fail('VERSION is not 2.0');

  const timeZones = new Set(
    root.components.filter((c) => c.name === 'VTIMEZONE').map((c) => get(c, 'TZID') ?? ''),
  );
  const visit = (component: Component) => {
    for (const name of required[component.name] ?? [])
      if (!component.properties.some((p) => p.name === name))
        fail(`${component.name} lacks ${name}`);
    if (component.name === 'VTIMEZONE' && component.components.length === 0)
      fail('a VTIMEZONE without STANDARD or DAYLIGHT');
    for (const property of component.properties) {
      if (['DTSTART', 'DTEND', 'DTSTAMP', 'EXDATE', 'RDATE'].includes(property.name))
        checkDateProperty(property, timeZones);
      if (
        ['TZOFFSETFROM', 'TZOFFSETTO'].includes(property.name) &&
        !/^[+-]\d{4}$/.test(property.value)
      )
        fail(`${property.name} is not an offset: ${property.value}`);
    }
    if (component.name === 'VEVENT') checkEvent(component);
    component.components.forEach(visit);
  };
  visit(root);
  return root;
}

function checkEvent(event: Component): void {
  const start = prop(event, 'DTSTART');
  if (!start) return fail('VEVENT lacks DTSTART');
  if (!get(event, 'DTSTAMP')?.endsWith('Z')) fail('DTSTAMP is not in UTC');
  const end = prop(event, 'DTEND');
  if (end) {
    if ((end.params.VALUE === 'DATE') !== (start.params.VALUE === 'DATE'))
      fail('DTSTART and DTEND have different value types');
    if (end.value <= start.value) fail(`DTEND ${end.value} is not after DTSTART ${start.value}`);
  }
  const rule = get(event, 'RRULE');
  if (rule) {
    const parts = Object.fromEntries(rule.split(';').map((part) => part.split('=')));
    if (!['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'].includes(parts.FREQ))
      fail(`RRULE FREQ ${parts.FREQ}`);
    if (parts.UNTIL && start.params.TZID && !parts.UNTIL.endsWith('Z'))
      fail('RRULE UNTIL must be UTC when DTSTART has a TZID');
  }
}

export const prop = (component: Component, name: string) =>
  component.properties.find((property) => property.name === name);
export const get = (component: Component, name: string) => prop(component, name)?.value;
export const events = (calendar: Component) =>
  calendar.components.filter((component) => component.name === 'VEVENT');

/** 'YYYYMMDDTHHMMSS' wall-clock values of a weekly event, EXDATEs removed (UNTIL compared as text). */
export function occurrences(event: Component, untilWallClock: string): string[] {
  const start = get(event, 'DTSTART') ?? fail('VEVENT lacks DTSTART');
  const rule = get(event, 'RRULE');
  const excluded = new Set(
    event.properties.filter((p) => p.name === 'EXDATE').flatMap((p) => p.value.split(',')),
  );
  if (!rule) return [start];
  if (!rule.includes('FREQ=WEEKLY')) throw new Error('only weekly rules are expanded');
  const result: string[] = [];
  let day = Date.UTC(
    Number(start.slice(0, 4)),
    Number(start.slice(4, 6)) - 1,
    Number(start.slice(6, 8)),
  );
  for (;;) {
    const d = new Date(day);
    const value = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}${start.slice(8)}`;
    if (value > untilWallClock) break;
    if (!excluded.has(value)) result.push(value);
    day += 7 * 24 * 60 * 60 * 1000;
  }
  return result;
}
