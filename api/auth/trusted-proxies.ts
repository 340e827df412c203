import { isIP } from 'node:net';

/** Names Fastify's proxy-addr understands besides addresses and ranges. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

export function parseProxyList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

function isValidEntry(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** `10.0.0.1, 192.168.0.0/16, loopback`: what TRUSTED_PROXIES accepts. */
export function isValidProxyList(value: string): boolean {
  const entries = parseProxyList(value);
  return entries.length > 0 && entries.every(isValidEntry);
}
