import type { Migration } from 'kysely';
import * as staff from './0001_staff';
import * as content from './0002_content';
import * as media from './0003_media';
import * as photoAlt from './0004_photo_alt';
import * as semester from './0005_semester';
import * as inbox from './0006_inbox';
import * as community from './0007_community';
import * as calendarEndDate from './0008_calendar_end_date';
import * as communityVisitors from './0009_community_visitors';
import * as auditDescription from './0010_audit_description';
import * as rateLimits from './0011_rate_limits';
import * as twoFactor from './0012_two_factor';
import * as idempotencyKeys from './0013_idempotency_keys';
import * as siteSearch from './0014_site_search';
import * as publishing from './0015_publishing';
import * as siteContent from './0016_site_content';
import * as academicSessions from './0017_academic_sessions';
import * as searchFoldsAccents from './0018_search_folds_accents';
import * as listsInPublicOrder from './0019_lists_in_public_order';

/**
 * Every migration, in order. They are imported statically (not read from disk) so the bundled
 * server carries them; a migration, once committed, is never edited.
 */
export const migrations: Record<string, Migration> = {
  '0001_staff': staff,
  '0002_content': content,
  '0003_media': media,
  '0004_photo_alt': photoAlt,
  '0005_semester': semester,
  '0006_inbox': inbox,
  '0007_community': community,
  '0008_calendar_end_date': calendarEndDate,
  '0009_community_visitors': communityVisitors,
  '0010_audit_description': auditDescription,
  '0011_rate_limits': rateLimits,
  '0012_two_factor': twoFactor,
  '0013_idempotency_keys': idempotencyKeys,
  '0014_site_search': siteSearch,
  '0015_publishing': publishing,
  '0016_site_content': siteContent,
  '0017_academic_sessions': academicSessions,
  '0018_search_folds_accents': searchFoldsAccents,
  '0019_lists_in_public_order': listsInPublicOrder,
};
