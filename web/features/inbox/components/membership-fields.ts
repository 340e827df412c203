/**
 * The membership form's names and labels: what its route action (which checks a post) and the
 * form share, apart from the form's own code, which loads on first use (ADR 0017).
 */
export const membershipFields = ['name', 'email', 'level', 'category', 'message'] as const;
export type MembershipField = (typeof membershipFields)[number];

export const membershipLabels: Record<MembershipField, string> = {
  name: 'Full name',
  email: 'Email address',
  level: 'Level',
  category: 'Programme',
  message: 'Why would you like to join?',
};
