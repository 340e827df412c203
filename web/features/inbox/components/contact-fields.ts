/**
 * The contact form's names and labels: what its route action (which checks a post) and the
 * form share, apart from the form's own code, which loads on first use (ADR 0017).
 */
export const contactFields = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];

export const contactLabels: Record<ContactField, string> = {
  name: 'Full name',
  email: 'Email address',
  subject: 'Subject',
  message: 'Message',
};
