import { publicRouteTemplates, fillRoute } from '../../lib/sample-paths';
import type { Family } from '../context';
import { multipartType } from '../multipart';
import { badIds, encode, hostileStrings } from '../payloads';
import { newTag } from '../tags';
import type { Case } from '../types';

const family = 'pages';
const form = 'application/x-www-form-urlencoded';

/** Form bodies a page's action might read, every field hostile. */
function formBodies(tag: string): [string, string, string][] {
  const hostile = (index: number) => `${hostileStrings[index % hostileStrings.length]} ${tag}`;
  const fields = [
    'intent',
    'name',
    'email',
    'message',
    'question',
    'content',
    'author',
    'answerId',
  ];
  const encoded = fields.map((name, i) => `${name}=${encode(hostile(i))}`).join('&');
  return [
    ['a form of hostile fields', form, encoded],
    ['a form with fields twice and arrays', form, `${encoded}&${encoded}&a[]=1&b[c]=2`],
    ['a 1.1 MB form', form, `message=${'a'.repeat(1_100_000)}${tag}`],
    ['a broken escape', form, `message=%E0%A4%A${tag}`],
    ['JSON', 'application/json', JSON.stringify({ message: tag })],
    ['multipart with no boundary', 'multipart/form-data', `--x\r\n${tag}`],
    ['multipart cut off', multipartType, `--${multipartType.split('=')[1]}\r\ncontent-dispo`],
    ['text/plain', 'text/plain', tag],
  ];
}

/**
 * The public pages (scripts/lib/sample-paths.ts): bad ids and slugs, junk query strings, their
 * data requests, and hostile posts to each of them as the public (the pages with forms read them).
 */
export const pages: Family = {
  name: family,
  build: ({ pageIds }) => {
    const cases: Case[] = [];
    const add = (item: Omit<Case, 'family' | 'tag'>, tag = newTag()) =>
      cases.push({ family, tag, anonymous: true, ...item });
    for (const template of publicRouteTemplates) {
      const page = fillRoute(template, pageIds);
      if (/\{\w+\}|\/(alumni|pure-physics|chiamaka-obi)$/.test(template)) {
        const pattern = template.replace(/\{\w+\}|(alumni|pure-physics|chiamaka-obi)$/, '%s');
        for (const id of badIds)
          add({ method: 'GET', path: pattern.replace('%s', id), note: `id ${id.slice(0, 30)}` });
      }
      const junk = `page=-1&pageSize=1e309&q=%27%20OR%201%3D1--&tab=..%2F..&category=%3Cx%3E`;
      add({
        method: 'GET',
        path: `${page}${page.includes('?') ? '&' : '?'}${junk}`,
        note: 'junk query',
      });
      const data = page === '/' ? '/_root.data' : `${page.split('?')[0]}.data`;
      add({ method: 'GET', path: data, note: 'data request' });
      add({
        method: 'GET',
        path: `${data}?_routes=..%2F..%2Fx,%3Cscript%3E`,
        note: 'data request, junk routes',
      });
      for (const [note, type, body] of formBodies('%TAG%')) {
        const tag = newTag();
        const filled = body.replaceAll('%TAG%', tag);
        // Hostile text in a good form is text like any other: storing it as written is right.
        const mayStore = note === 'a form of hostile fields';
        const headers = { 'content-type': type };
        add({ method: 'POST', path: page, headers, body: filled, note, mayStore }, tag);
      }
    }
    return cases;
  },
};
