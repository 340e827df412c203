import { bodyOperations, bodyPath, type Family } from '../context';
import type { Operation } from '../openapi';
import { hostileStrings, longString } from '../payloads';
import { sampleObject, wrongTypes } from '../sample';
import { newTag } from '../tags';
import type { Case } from '../types';

const family = 'JSON bodies';

/** Bodies that are not JSON, or not an object, or too deep or too big to read. */
const broken: [string, (tag: string) => string][] = [
  ['truncated JSON', () => '{"title": "'],
  ['single quotes', (tag) => `{'title': '${tag}'}`],
  ['a trailing comma', (tag) => `{"title": "${tag}",}`],
  ['an empty body', () => ''],
  ['null', () => 'null'],
  ['an array', (tag) => `["${tag}"]`],
  ['a string', (tag) => `"${tag}"`],
  ['a number', () => '12'],
  ['a byte order mark', (tag) => `\uFEFF{"title": "${tag}"}`],
  ['nesting 10,000 deep', () => `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
  ['objects nested 5,000 deep', () => `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
  ['1.1 MB, over the body limit', (tag) => JSON.stringify({ title: longString(1_100_000, tag) })],
  ['NaN', () => '{"title": NaN}'],
];

/** For one field: each wrong type, a 100,000-character string, and hostile strings. */
function fieldCases(operation: Operation, sample: (tag: string) => Record<string, unknown>) {
  const schema = operation.body ?? operation.answer;
  const fields = Object.entries(schema?.properties ?? {}).filter(([name]) => name in sample(''));
  return fields.flatMap(([name, property], index) => {
    const spoil =
      (value: (tag: string) => unknown, note: string, valid = false) =>
      (tag: string) => ({
        body: { ...sample(tag), [name]: value(tag) },
        note: `${name}: ${note}`,
        valid,
      });
    return [
      ...wrongTypes(property).map((value) =>
        spoil(() => value, JSON.stringify(value).slice(0, 30)),
      ),
      spoil((tag) => longString(100_000, tag), '100,000 characters'),
      // Three hostile strings a field, a different three for each field.
      ...[0, 1, 2].map((offset) => {
        const hostile = hostileStrings[(index * 3 + offset) % hostileStrings.length] ?? '';
        // Text like any other: storing it as written is right.
        return spoil((tag) => `${hostile} ${tag}`, hostile.slice(0, 30), true);
      }),
    ];
  });
}

/** Every write route: broken JSON, wrong shapes, wrong types field by field, unknown fields. */
export const jsonBodies: Family = {
  name: family,
  build: (context) =>
    bodyOperations(context.operations).flatMap((operation) => {
      const schema = operation.body ?? operation.answer;
      const sample = (tag: string) => (schema ? sampleObject(schema, tag) : { title: tag });
      const path = bodyPath(context, operation);
      const cases: Case[] = [];
      const add = (body: string, note: string, tag: string, mayStore = false) =>
        cases.push({
          family,
          tag,
          method: operation.method,
          path,
          headers: { 'content-type': 'application/json' },
          body,
          note,
          mayStore,
        });
      for (const [note, body] of broken) {
        const tag = newTag();
        add(body(tag), note, tag);
      }
      const objects: [string, (tag: string) => unknown][] = [
        ['an unknown field', (tag) => ({ ...sample(tag), zzzUnknown: tag })],
        ['__proto__', (tag) => JSON.parse(`{"__proto__": {"polluted": "${tag}"}}`)],
        [
          'constructor.prototype',
          (tag) => ({ ...sample(tag), constructor: { prototype: { tag } } }),
        ],
        [
          'every field null',
          (tag) => Object.fromEntries(Object.keys(sample(tag)).map((k) => [k, null])),
        ],
      ];
      for (const [note, body] of objects) {
        const tag = newTag();
        add(JSON.stringify(body(tag)), note, tag);
      }
      for (const spoiled of fieldCases(operation, sample)) {
        const tag = newTag();
        const { body, note, valid } = spoiled(tag);
        add(JSON.stringify(body), note, tag, valid);
      }
      return cases;
    }),
};
