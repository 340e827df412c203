import { bodyOperations, bodyPath, type CatalogueContext, type Family } from '../context';
import { boundary, multipart, multipartType, type Part } from '../multipart';
import type { Operation } from '../openapi';
import { sampleObject } from '../sample';
import { newTag } from '../tags';
import type { Case } from '../types';

const family = 'multipart bodies';

/** A way to spoil a body: its note, its content type, and the body for a case's marker. */
type Spoiler = [note: string, type: string, body: (tag: string) => Buffer];

const raw = (text: string) => () => Buffer.from(text, 'latin1');
const field = (tag: string): Part[] => [{ name: 'title', value: tag }];

/** Broken multipart, for every write route: the parser must refuse it, not fail. */
const broken: Spoiler[] = [
  ['no boundary', 'multipart/form-data', (tag) => multipart(field(tag))],
  [
    'a boundary not in the body',
    'multipart/form-data; boundary=other',
    (tag) => multipart(field(tag)),
  ],
  ['no closing boundary', multipartType, (tag) => multipart(field(tag), false)],
  ['cut off in a part header', multipartType, raw(`--${boundary}\r\ncontent-disposition: form-da`)],
  ['junk bytes', multipartType, (tag) => Buffer.from(`\x00\xff junk ${tag} \r\n\r\n--`, 'latin1')],
  ['an empty body', multipartType, () => Buffer.alloc(0)],
  [
    'a part with no name',
    multipartType,
    raw(`--${boundary}\r\ncontent-disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`),
  ],
  ['a part with no headers', multipartType, raw(`--${boundary}\r\n\r\nx\r\n--${boundary}--\r\n`)],
  ['a field sent twice', multipartType, (tag) => multipart([...field(tag), ...field(tag)])],
  [
    'an unknown file field',
    multipartType,
    (tag) => multipart([{ name: 'zzzfile', filename: 'x.jpg', type: 'image/jpeg', data: tag }]),
  ],
  [
    '1,000 fields',
    multipartType,
    (tag) => multipart(Array.from({ length: 1000 }, (_, i) => ({ name: `f${i}`, value: tag }))),
  ],
  [
    'a 1.1 MB field',
    multipartType,
    (tag) => multipart([{ name: 'title', value: `${'a'.repeat(1_100_000)} ${tag}` }]),
  ],
];

/** Plausible text fields of `operation`'s form, so that its files are read, not refused unread. */
function goodText(operation: Operation, tag: string): Part[] {
  if (!operation.formText) return field(tag);
  return Object.entries(sampleObject(operation.formText, tag)).map(([name, value]) => ({
    name,
    value: Array.isArray(value) ? value.join(', ') : String(value),
  }));
}

/** For routes that take files: files that are wrong, hostile or too large, in `name`. */
function badFiles(context: CatalogueContext, operation: Operation, name: string): Spoiler[] {
  const text = (tag: string) => goodText(operation, tag);
  const file =
    (filename: string, type: string, data: (tag: string) => Buffer | string) => (tag: string) =>
      multipart([...text(tag), { name, filename, type, data: data(tag) }]);
  const bomb = Buffer.from(context.png);
  // IHDR's width and height (bytes 16-23) claim 30000 x 30000 (its CRC no longer matches either).
  bomb.writeUInt32BE(30000, 16);
  bomb.writeUInt32BE(30000, 20);
  const { jpeg } = context;
  const spoilers: [string, (tag: string) => Buffer][] = [
    ['HTML named .png', file('x.png', 'image/png', (tag) => `<html><script>${tag}</script>`)],
    [
      'SVG with a script',
      file(
        'x.svg',
        'image/svg+xml',
        (tag) => `<svg xmlns="http://www.w3.org/2000/svg"><script>${tag}</script></svg>`,
      ),
    ],
    ['zero bytes', file('empty.jpg', 'image/jpeg', () => '')],
    ['half a JPEG', file('half.jpg', 'image/jpeg', () => jpeg.subarray(0, jpeg.length >> 1))],
    ['a PNG claiming 30000 x 30000', file('bomb.png', 'image/png', () => bomb)],
    [
      'a file over the size limit',
      file('big.jpg', 'image/jpeg', () =>
        Buffer.concat([jpeg, Buffer.alloc(context.maxUploadBytes)]),
      ),
    ],
    ['a path as its filename', file('../../../escape.jpg', 'image/jpeg', () => jpeg)],
    ['CR/LF in its filename', file('a\r\nx-injected: 1.jpg', 'image/jpeg', () => jpeg)],
    ['not a PDF, sent as one', file('x.pdf', 'application/pdf', (tag) => `not a pdf ${tag}`)],
    [
      'a file cut off',
      (tag) =>
        multipart(
          [...text(tag), { name, filename: 'cut.jpg', type: 'image/jpeg', data: jpeg }],
          false,
        ),
    ],
  ];
  return spoilers.map(([note, body]) => [`${name}: ${note}`, multipartType, body]);
}

function cases(context: CatalogueContext, operation: Operation): Case[] {
  const path = bodyPath(context, operation);
  const spoilers = [
    ...broken,
    ...operation.fileFields.flatMap((name) => badFiles(context, operation, name)),
  ];
  return spoilers.map(([note, type, body]) => {
    const tag = newTag();
    return {
      family,
      tag,
      method: operation.method,
      path,
      headers: { 'content-type': type },
      body: body(tag),
      note,
    };
  });
}

/** Every write route with broken multipart; the routes that take files with bad files as well. */
export const multipartBodies: Family = {
  name: family,
  build: (context) =>
    bodyOperations(context.operations).flatMap((operation) => cases(context, operation)),
};
