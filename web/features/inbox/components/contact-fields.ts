export const contactFields = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];

export const contactLabels: Record<ContactField, string> = {
  name: 'Full name',
  email: 'Email address',
  subject: 'Subject',
  message: 'Message',
};
