import { describe, expect, it } from 'vitest';
import { activityKeys } from './activity/activity-keys';
import { academicSessionKeys } from './academic-session/academic-session-keys';
import { adminSummaryKeys } from './admin-summary/admin-summary-keys';
import { authKeys } from './auth/auth-keys';
import { calendarEventKeys } from './calendar-events/calendar-event-keys';
import { courseKeys } from './courses/course-keys';
import { eventKeys } from './events/event-keys';
import { inboxKeys } from './inbox/inbox-keys';
import { mediaKeys } from './media/media-keys';
import { newsKeys } from './news/news-keys';
import { pastQuestionKeys } from './past-questions/past-question-keys';
import { photoKeys } from './photos/photo-keys';
import { qnaKeys } from './qna/qna-keys';
import { resourceKeys } from './resources/resource-keys';
import { semesterKeys } from './semester/semester-keys';
import { settingsKeys } from './settings/settings-keys';
import { siteKeys } from './site/site-keys';
import { siteContentKeys } from './site-content/site-content-keys';
import { timetableKeys } from './timetable/timetable-keys';
import { tutorialKeys } from './tutorials/tutorial-keys';
import { staffUserKeys } from './users/staff-user-keys';

const resources = {
  academicSessionKeys,
  activityKeys,
  adminSummaryKeys,
  authKeys,
  calendarEventKeys,
  courseKeys,
  eventKeys,
  inboxKeys,
  mediaKeys,
  newsKeys,
  pastQuestionKeys,
  photoKeys,
  qnaKeys,
  resourceKeys,
  semesterKeys,
  settingsKeys,
  siteKeys,
  siteContentKeys,
  timetableKeys,
  tutorialKeys,
  staffUserKeys,
};

/** Each key a resource's object makes; a factory is called with its arguments left out. */
function keysOf(keys: Record<string, unknown>): [string, readonly unknown[]][] {
  return Object.entries(keys).map(([name, key]) => [
    name,
    typeof key === 'function' ? (key as () => readonly unknown[])() : (key as readonly unknown[]),
  ]);
}

describe('the resources’ cache keys', () => {
  it.each(Object.entries(resources))(
    '%s: every key starts with the root, so invalidating `all` reaches each read',
    (_name, keys) => {
      expect(keys.all).toHaveLength(1);
      for (const [name, key] of keysOf(keys)) {
        expect(key.slice(0, keys.all.length), name).toEqual(keys.all);
      }
    },
  );

  it('gives every resource a root of its own', () => {
    const roots = Object.values(resources).map((keys) => keys.all[0]);
    expect(new Set(roots).size).toBe(roots.length);
  });
});
