export const membershipFields = ['name', 'email', 'level', 'category', 'message'] as const;
export type MembershipField = (typeof membershipFields)[number];

export const membershipLabels: Record<MembershipField, string> = {
  name: 'Full name',
  email: 'Email address',
  level: 'Level',
  category: 'Programme',
  message: 'Why would you like to join?',
};
