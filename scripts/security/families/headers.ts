import type { Family } from '../context';
import { newTag } from '../tags';
import type { Case } from '../types';

const family = 'headers';

/** Odd and oversized request headers on a page, an API list and a stored image. */
export const headers: Family = {
  name: family,
  build: ({ mediaUrl }) => {
    const sets: [string, Record<string, string>][] = [
      ['a 20 KB header', { 'x-padding': 'a'.repeat(20_000) }],
      ['a 6 KB cookie', { cookie: `x=${'a'.repeat(6000)}` }],
      ['accept-encoding junk', { 'accept-encoding': 'br;q=abc, gzip;q=-1, *;q=2, zzz' }],
      ['accept junk', { accept: '*/*;q=abc, text/html;level=<script>' }],
      ['range junk', { range: 'bytes=999999999-1, -0, abc' }],
      ['a range past the end', { range: 'bytes=999999999-' }],
      [
        'many ranges',
        { range: `bytes=${Array.from({ length: 500 }, (_, i) => `${i}-${i}`).join(',')}` },
      ],
      ['if-none-match junk', { 'if-none-match': '"x", W/, *, <x>' }],
      ['if-modified-since junk', { 'if-modified-since': 'yesterday at noon' }],
      ['x-request-id with markup', { 'x-request-id': '<script>alert(1)</script>' }],
      [
        'x-forwarded-for spoofing',
        { 'x-forwarded-for': '127.0.0.1, ::1, <x>', 'x-forwarded-host': 'evil.example' },
      ],
      ['a content-length on a GET', { 'content-length': '0' }],
    ];
    const cases: Case[] = [];
    for (const path of ['/', '/api/academic-news', mediaUrl])
      for (const [note, values] of sets)
        cases.push({ family, tag: newTag(), method: 'GET', path, headers: values, note });
    return cases;
  },
};
