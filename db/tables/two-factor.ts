/** Two-factor sign-in and site settings (migration 0012). Times are ISO text. */

interface StaffTwoFactorTable {
  user_id: string;
  /** Base32 TOTP secret: the authenticator app has it too, so it cannot be hashed. */
  secret: string;
  /** Null while set-up waits for its first code. */
  enabled_at: string | null;
  /** The TOTP time step of the last accepted code: that step and earlier ones are refused. */
  last_time_step: number | null;
  created_at: string;
}

interface StaffRecoveryCodesTable {
  id: string;
  user_id: string;
  /** argon2id, PHC string. */
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

export type ChallengeStage = 'code' | 'enrol';

interface SignInChallengesTable {
  /** SHA-256 (hex) of the challenge cookie's random value. */
  id: string;
  user_id: string;
  stage: ChallengeStage;
  created_at: string;
}

interface SiteSettingsTable {
  name: string;
  value: string;
  updated_at: string;
}

export interface TwoFactorTables {
  staff_two_factor: StaffTwoFactorTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
  site_settings: SiteSettingsTable;
}
