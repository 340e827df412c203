import { bodyOperations, bodyPath, type Family } from '../context';
import { sampleObject } from '../sample';
import { newTag } from '../tags';

const family = 'content types';

/** JSON sent under other types, and types that lie about the body. */
const variants: [string, string | undefined, (json: string, tag: string) => string | Buffer][] = [
  ['JSON as text/plain', 'text/plain', (json) => json],
  ['JSON as text/plain;charset=utf-8', 'text/plain;charset=utf-8', (json) => json],
  ['JSON with no content type', undefined, (json) => json],
  ['JSON as form-urlencoded', 'application/x-www-form-urlencoded', (json) => json],
  [
    'a form as form-urlencoded',
    'application/x-www-form-urlencoded',
    (_, tag) => `title=${tag}&a[b]=1`,
  ],
  [
    'XML',
    'application/xml',
    (_, tag) =>
      `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;${tag}</x>`,
  ],
  ['JSON declared as UTF-16', 'application/json; charset=utf-16', (json) => json],
  [
    'bytes that are not UTF-8',
    'application/json',
    (_, tag) =>
      Buffer.concat([
        Buffer.from(`{"title":"${tag}`),
        Buffer.from([0xff, 0xfe, 0xc3]),
        Buffer.from('"}'),
      ]),
  ],
  ['a malformed type', ';;;/json', (json) => json],
  ['application/json+junk', 'application/jsonjunk', (json) => json],
  ['octet-stream', 'application/octet-stream', (json) => json],
];

/** Every write route with bodies under the wrong or a misleading content type. */
export const contentTypes: Family = {
  name: family,
  build: (context) =>
    bodyOperations(context.operations).flatMap((operation) =>
      variants.map(([note, type, body]) => {
        const tag = newTag();
        const schema = operation.body ?? operation.answer;
        const json = JSON.stringify(schema ? sampleObject(schema, tag) : { title: tag });
        return {
          family,
          tag,
          method: operation.method,
          path: bodyPath(context, operation),
          headers: type ? { 'content-type': type } : ({} as Record<string, string>),
          body: body(json, tag),
          note,
        };
      }),
    ),
};
