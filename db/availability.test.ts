import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './availability';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a timed-out connection', withCode('ETIMEDOUT')],
    ['PostgreSQL shutting down (admin_shutdown)', withCode('57P01')],
    ['PostgreSQL starting (cannot_connect_now)', withCode('57P03')],
    ['a connection exception (class 08)', withCode('08006')],
    ['too many connections', withCode('53300')],
    ['a statement timeout', withCode('57014')],
    ['a dropped connection (pg, no code)', new Error('Connection terminated unexpectedly')],
    ['no connection in time (pg-pool)', new Error('timeout exceeded when trying to connect')],
    ['SQLite busy past its timeout', withCode('SQLITE_BUSY')],
    ['SQLite disk I/O', withCode('SQLITE_IOERR_WRITE')],
    ['SQLite disk full', withCode('SQLITE_FULL')],
    ['one wrapped in a cause', new Error('Migration failed', { cause: withCode('ECONNREFUSED') })],
    ['one in an AggregateError', new AggregateError([withCode('ECONNREFUSED')], 'all failed')],
  ])('%s: yes', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a SQLite constraint', withCode('SQLITE_CONSTRAINT_UNIQUE')],
    ['a plain error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s: no', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
