/**
 * The seam between the server and the web app's route modules: what Fastify hands React Router's
 * request handler as the load context, so loaders and actions read and write through the server's
 * repositories in-process (never by an HTTP request to the server itself). Types only.
 */
import type { StaffUser } from './auth';
import type { PublicReads } from './public-reads';
import type { SiteInfo } from './site';

export type PageContext = {
  /** The association's identity, from the server's configuration. */
  site: SiteInfo;
  /** The site's public origin (PUBLIC_URL), for canonical URLs and link previews; else undefined. */
  publicUrl: string | undefined;
  /** This response's Content-Security-Policy nonce: React Router's inline scripts carry it. */
  nonce: string;
  /** The script of pages React does not hydrate (web/app/entry.static.ts), as built. */
  staticPageScript: string | undefined;
  /** The signed-in staff member, or null. */
  staff: StaffUser | null;
  /** The public content, read in-process. */
  reads: PublicReads;
  /** The public forms' submissions, from this request's client. */
  forms: PublicForms;
};

/** What a public form's submission came to: stored, or why not (a 400 with field messages, a 429). */
export type FormOutcome =
  | { ok: true }
  | { ok: false; status: number; error: string; fields?: Record<string, string> | undefined };

/**
 * What the public may send from the pages' own forms: checked, rate-limited and stored exactly as
 * the API does.
 */
export interface PublicForms {
  /** A membership application or a contact message. */
  inbox(kind: 'membership' | 'contact', values: Record<string, unknown>): Promise<FormOutcome>;
  /** A question for the Q&A forum. */
  ask(values: Record<string, unknown>): Promise<FormOutcome>;
  answer(questionId: string, values: Record<string, unknown>): Promise<FormOutcome>;
  comment(tutorialId: string, values: Record<string, unknown>): Promise<FormOutcome>;
  /** Marks an answer helpful, once per visitor; with its count now. */
  helpful(questionId: string, answerId: string): Promise<FormOutcome & { helpful?: number }>;
  /**
   * Which of these answers this visitor's browser has marked helpful, as the server counted them
   * (never what the browser only remembers): the page shows exactly those as marked.
   */
  markedHelpful(answerIds: readonly string[]): Promise<string[]>;
}
