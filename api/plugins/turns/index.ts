// node:timers' own setImmediate: a test's fake timers (which replace the global) never hold a
// request here.
import { setImmediate } from 'node:timers';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { admittedAlways } from '../admitted-always';
import { TurnQueue, type Requester } from './queue';

/**
 * Requests the public cache did not answer start their work one turn of the event loop at a time,
 * visitors first (docs/decisions/0028-visitors-first-turns.md). Between two turns the loop reads
 * the sockets again, so a cached answer goes out after at most one render or one batch of staff
 * requests, not after every render and save that a turn of all of them would hold.
 *
 * Registered after the public cache's hook (its hits never wait here) and after overload shedding,
 * whose cap on requests in flight also bounds how many can wait here.
 */
export function registerTurns(app: FastifyInstance, sessionCookieName: string): void {
  const queue = new TurnQueue();
  // Signed in or not is decided later (the session is looked up when the request's turn comes):
  // the cookie is enough to order the queue, and a stale one only costs its sender priority.
  // (The cookie plugin parses cookies in a later hook: the same parser, called here.)
  const requester = (cookie: string | undefined): Requester =>
    cookie !== undefined && sessionCookieName in fastifyCookie.parse(cookie) ? 'staff' : 'visitor';

  let turnScheduled = false;
  const nextTurn = () => {
    turnScheduled = false;
    for (const start of queue.takeTurn()) start();
    if (queue.waiting > 0) scheduleTurn();
  };
  const scheduleTurn = () => {
    if (turnScheduled) return;
    turnScheduled = true;
    setImmediate(nextTurn);
  };

  app.addHook('onRequest', (request, _reply, done) => {
    if (admittedAlways(request.method, request.url)) return done();
    queue.add(requester(request.headers.cookie), done);
    scheduleTurn();
  });
}
