import { z } from 'zod';
import { isPlainLine, stripInvisible } from './fields';

/** Passwords are compared exactly as typed: never trimmed, never truncated. */
export const passwordMinLength = 10;
export const passwordMaxLength = 128;

export const passwordSchema = z
  .string()
  .min(passwordMinLength, `Use at least ${passwordMinLength} characters`)
  .max(passwordMaxLength, `Use at most ${passwordMaxLength} characters`);

export const staffRoleSchema = z.enum(['admin', 'editor']);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const staffEmailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email('Enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const staffNameSchema = z
  .string()
  .transform((value) => stripInvisible(value).trim())
  .pipe(
    z
      .string()
      .min(1, 'Enter a name')
      .max(100)
      .refine(isPlainLine, 'Use one line, without control or text-direction characters'),
  );

export const staffUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  disabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** Whether any staff account exists, so the sign-in page can say how to create the first one. */
export const authStatusSchema = z.object({ hasStaff: z.boolean() });
export type AuthStatus = z.infer<typeof authStatusSchema>;

export const signInBodySchema = z.strictObject({
  // Not validated as an email: any string may be tried, and the answer is the same for all.
  email: z.string().max(254),
  password: z.string().max(1024),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

/** What sign-in and GET /api/auth/me answer. */
export const sessionResponseSchema = z.object({ user: staffUserSchema });

export const changePasswordBodySchema = z.strictObject({
  currentPassword: z.string().max(1024),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** A row of the staff page: the account, and whether it signs in with a second factor. */
const staffListUserSchema = staffUserSchema.extend({ twoFactorEnabled: z.boolean() });
export type StaffListUser = z.infer<typeof staffListUserSchema>;

export const staffUserListSchema = z.object({ users: z.array(staffListUserSchema) });

export const createStaffUserBodySchema = z.strictObject({
  email: staffEmailSchema,
  name: staffNameSchema,
  role: staffRoleSchema,
});
export type CreateStaffUserBody = z.input<typeof createStaffUserBodySchema>;

export const updateStaffUserBodySchema = z.strictObject({
  name: staffNameSchema.optional(),
  role: staffRoleSchema.optional(),
  disabled: z.boolean().optional(),
});
export type UpdateStaffUserBody = z.input<typeof updateStaffUserBodySchema>;

export const staffUserResponseSchema = z.object({ user: staffUserSchema });

/** A new account or a reset password: the generated password is shown once and never stored. */
export const oneTimePasswordResponseSchema = z.object({
  user: staffUserSchema,
  oneTimePassword: z.string(),
});
export type OneTimePasswordResponse = z.infer<typeof oneTimePasswordResponseSchema>;

const auditActionSchema = z.enum(['create', 'update', 'delete', 'other']);

export const auditEntrySchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  userEmail: z.string(),
  resource: z.string(),
  resourceId: z.string().nullable(),
  action: auditActionSchema,
  method: z.string(),
  path: z.string(),
  createdAt: z.string(),
  /** What was done, naming the item: 'hid a comment on the tutorial “Waves”'. Null on old entries. */
  description: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const activityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const activityResponseSchema = z.object({ entries: z.array(auditEntrySchema) });

export const signInErrors = {
  invalid: 'Invalid email or password.',
  required: 'Sign in required',
  crossSite: 'Cross-site request refused',
  adminsOnly: 'Only admins can do this',
} as const;
