import type { AuditEntry } from '@contract/auth';

/** What a resource (the first segment after /api/) is called in a sentence. */
const resourceNames: Record<string, string> = {
  'academic-news': 'a news item',
  news: 'a news item',
  'upcoming-events': 'an upcoming event',
  events: 'a calendar event',
  calendar: 'a calendar event',
  timetable: 'a timetable class',
  photos: 'a photo',
  courses: 'a course',
  tutorials: 'a tutorial',
  resources: 'a learning resource',
  qna: 'a Q&A item',
  users: 'a staff account',
  media: 'a file',
};

const verbs = { create: 'created', update: 'updated', delete: 'deleted' } as const;

/**
 * One entry as a short sentence without its subject: 'hid a comment on the tutorial “Waves”',
 * 'signed in'. The server writes it when the action happens; entries older than that are described
 * from their resource and method ('created a news item').
 */
export function describeEntry(entry: AuditEntry): string {
  if (entry.description) return entry.description;
  if (entry.resource === 'sign-in') return 'signed in';
  if (entry.resource === 'sign-out') return 'signed out';
  if (entry.resource === 'password') return 'changed their password';
  if (entry.resource === 'users' && entry.path.endsWith('/reset-password')) {
    return "reset a staff account's password";
  }
  const thing = resourceNames[entry.resource] ?? entry.resource.replaceAll('-', ' ');
  if (entry.action === 'other') return `${entry.method} ${entry.path}`;
  return `${verbs[entry.action]} ${thing}`;
}
