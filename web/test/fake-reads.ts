import type { FormOutcome, PageContext, PublicForms } from '@contract/page-context';
import type { PublicReads } from '@contract/public-reads';
import { testSite } from './render';

type Overrides = { [K in keyof PublicReads]?: Partial<PublicReads[K]> };

/** Public reads with nothing in them; tests put in what their page shows. */
function emptyReads(): PublicReads {
  return {
    news: {
      page: async ({ page, limit }) => ({ news: [], total: 0, page, limit }),
      item: async () => undefined,
      preview: async () => undefined,
    },
    upcomingEvents: {
      page: async ({ page, limit }) => ({ events: [], total: 0, page, limit }),
      item: async () => undefined,
      preview: async () => undefined,
    },
    calendarEvents: { list: async () => [], sessions: async () => [] },
    semester: { get: async () => null },
    academicSession: { get: async () => ({ session: '2026/2027', semester: 'first' }) },
    pastCouncils: { list: async () => [] },
    timetable: { list: async () => [] },
    photos: { page: async () => ({ items: [], total: 0 }) },
    courses: { list: async () => [], item: async () => undefined },
    tutorials: { list: async () => [], item: async () => undefined },
    resources: { list: async () => [] },
    pastQuestions: { list: async () => [] },
    qna: { list: async () => [], item: async () => undefined },
    search: { find: async (q) => ({ q, groups: [] }) },
    sitemap: { records: async () => [] },
    siteContent: {
      get: async () => ({
        heroSlides: [],
        statistics: [],
        programmes: [],
        coreValues: [],
        story: { history: [], mission: '', vision: '' },
      }),
    },
    executives: { list: async () => [] },
    testimonials: { list: async () => [], item: async () => undefined },
  };
}

export function fakeReads(overrides: Overrides = {}): PublicReads {
  const reads = emptyReads();
  for (const key of Object.keys(overrides) as (keyof PublicReads)[]) {
    Object.assign(reads[key], overrides[key]);
  }
  return reads;
}

/** The public forms, each answering `outcome` (stored, by default) and recording what was sent. */
export function fakeForms(outcome: FormOutcome = { ok: true }) {
  const sent: { form: string; values: Record<string, unknown> }[] = [];
  const record = (form: string, values: Record<string, unknown>) => {
    sent.push({ form, values });
    return outcome;
  };
  const forms: PublicForms = {
    inbox: async (kind, values) => record(kind, values),
    ask: async (values) => record('ask', values),
    answer: async (questionId, values) => record('answer', { questionId, ...values }),
    comment: async (tutorialId, values) => record('comment', { tutorialId, ...values }),
    helpful: async (questionId, answerId) => ({
      ...record('helpful', { questionId, answerId }),
      ...(outcome.ok ? { helpful: 1 } : {}),
    }),
    markedHelpful: async () => [],
  };
  return { forms, sent };
}

/** The load context the server hands loaders and actions, for tests. */
export function testContext(
  reads: PublicReads = fakeReads(),
  forms: PublicForms = fakeForms().forms,
): PageContext {
  return {
    site: testSite,
    publicUrl: 'https://physics.example.edu',
    nonce: '',
    staticPageScript: undefined,
    staff: null,
    reads,
    forms,
  };
}
