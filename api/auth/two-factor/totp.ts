import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { TwoFactorSetup } from '../../../contract/two-factor';

// RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps (otplib's defaults).
const periodSeconds = 30;
/** One step either side, so a phone whose clock is a little off still works. */
const toleranceSeconds = periodSeconds;

/** 160 random bits, base32 (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** What the set-up screen shows: the secret, its otpauth:// URI, and that URI as a QR code. */
export async function totpSetup(
  secret: string,
  issuer: string,
  label: string,
): Promise<TwoFactorSetup> {
  const uri = generateURI({ issuer, label, secret });
  // A PNG data URL: the admin's CSP allows data: images, and React shows it as a plain <img>.
  const qrCode = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { secret, uri, qrCode };
}

/**
 * The time step `code` is valid for at `now`, or undefined when it is not a valid code. A step at or
 * before `afterTimeStep` (the last one used) is refused: a code is never accepted twice.
 */
export async function matchTotp(
  secret: string,
  code: string,
  now: Date,
  afterTimeStep: number | null,
): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: toleranceSeconds,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
