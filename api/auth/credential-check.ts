import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooMany } from '../plugins/rate-limits';
import { trustedDevice } from './device';
import { consumeSignInAttempt } from './sign-in-limiter';

/**
 * Before a signed-in officer's password or code is checked (changing the password, turning off
 * two-factor sign-in, new recovery codes): the try counts against the sign-in limits, from this
 * browser and address, or the request is answered 429. Call `succeeded()` once the check passes.
 */
export async function reserveCredentialCheck(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
): Promise<{ succeeded(): Promise<void> }> {
  const reservation = await consumeSignInAttempt(app, {
    email,
    address: request.ip,
    device: trustedDevice(app, request, email),
  });
  if (!reservation.ok) throw tooMany(reservation.retryAfterSeconds, () => reservation.message);
  return reservation;
}
