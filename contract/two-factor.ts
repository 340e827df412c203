import { z } from 'zod';
import { sessionResponseSchema, staffUserSchema } from './auth';

/** How many recovery codes an account gets at a time. */
export const recoveryCodeCount = 10;

/** A code from an authenticator app: six digits (spaces allowed, as apps show '123 456'). */
export const totpCodeSchema = z
  .string()
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your app'));

/** The second step of signing in: a code from the app, or one of the recovery codes. */
export const secondStepCodeSchema = z
  .string()
  .trim()
  .min(1, 'Enter the code from your app or a recovery code')
  .max(64, 'That is too long for a code');

export const secondStepBodySchema = z.strictObject({ code: secondStepCodeSchema });
export type SecondStepBody = z.input<typeof secondStepBodySchema>;

/** What comes after a right password: a code ('two-factor'), or setting it up first ('enrol'). */
const secondStepSchema = z.enum(['two-factor', 'enrol']);
export type SecondStep = z.infer<typeof secondStepSchema>;

const secondStepDueSchema = z.object({ next: secondStepSchema });

/** POST /api/auth/login: signed in (`user`), or a second step due (`next`), no session yet. */
export const signInAnswerSchema = z.union([sessionResponseSchema, secondStepDueSchema]);
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

/** A new secret for an authenticator app, waiting for its first code. */
export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** The otpauth:// URI the QR code holds. */
  uri: z.string(),
  /** The QR code as a PNG data URL (the admin's CSP allows data: images). */
  qrCode: z.string().startsWith('data:image/png;base64,'),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const confirmTwoFactorBodySchema = z.strictObject({ code: totpCodeSchema });
export type ConfirmTwoFactorBody = z.input<typeof confirmTwoFactorBodySchema>;

/** Recovery codes, shown once: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** Set up during sign-in: the session has started, and the recovery codes are shown once. */
export const enrolledSignInSchema = z.object({
  user: staffUserSchema,
  recoveryCodes: z.array(z.string()),
});
export type EnrolledSignIn = z.infer<typeof enrolledSignInSchema>;

/** GET /api/auth/two-factor: the signed-in account's second factor. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int().min(0),
  /** The site requires it of this account (an admin, with the setting on): it cannot be turned off. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const disableTwoFactorBodySchema = z.strictObject({
  password: z.string().min(1, 'Enter your password').max(1024),
  code: secondStepCodeSchema,
});
export type DisableTwoFactorBody = z.input<typeof disableTwoFactorBodySchema>;

export const securitySettingsSchema = z.object({ requireTwoFactorForAdmins: z.boolean() });
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
export const securitySettingsBodySchema = z.strictObject({
  requireTwoFactorForAdmins: z.boolean(),
});

export const twoFactorErrors = {
  wrongCode: 'That code is not right. Try the newest code from your app.',
  expired: 'Your sign-in took too long. Enter your email and password again.',
  alreadyOn: 'Two-factor sign-in is already on for this account.',
  notStarted: 'Start setting up two-factor sign-in first.',
  requiredForAdmins: 'Two-factor sign-in is required for admins, so it cannot be turned off.',
  wrongPassword: 'The password is not right.',
  notForSelf: 'To change your own second factor, use your Account page.',
} as const;
