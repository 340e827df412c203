import type { Schema } from './openapi';

/** Fields an answer carries that no request body sends. */
const answerOnly = new Set(['_id', 'id', 'createdAt', 'updatedAt', 'hidden']);

function firstType(schema: Schema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
}

/**
 * A plausible value for a JSON schema, every string carrying `tag` so anything it stores can be
 * traced back to its request. Plausible, not always valid: a wrong guess only means one more 400.
 */
function sampleValue(schema: Schema, tag: string, name = ''): unknown {
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (option) return sampleValue(option, tag, name);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  switch (firstType(schema)) {
    case 'integer':
    case 'number':
      return schema.minimum !== undefined && schema.minimum > 1 ? schema.minimum : 1;
    case 'boolean':
      return false;
    case 'array':
      return schema.items ? [sampleValue(schema.items, tag, name)] : [];
    case 'object':
      return sampleObject(schema, tag);
    default:
      if (schema.format === 'date-time' || /date$/i.test(name)) return '2026-03-04';
      if (schema.format === 'email' || /email/i.test(name)) return `${tag}@example.org`;
      if (/url|image|thumbnail|pdf|link/i.test(name)) return `https://example.org/${tag}`;
      if (/time$/i.test(name)) return '10:00';
      return `Sample ${name} ${tag}`;
  }
}

/** An object with every property of `schema` (the answer-only ones left out). */
export function sampleObject(schema: Schema, tag: string): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (!answerOnly.has(name)) object[name] = sampleValue(property, tag, name);
  }
  return object;
}

/** A value of the wrong type for `schema`: a string where a number goes, and so on. */
export function wrongTypes(schema: Schema): unknown[] {
  const type = firstType(schema);
  const wrong: unknown[] = [null, { nested: { deeper: true } }, [1, 'two']];
  if (type !== 'string') wrong.push('not the right type');
  if (type !== 'number' && type !== 'integer') wrong.push(12345, -1e308);
  if (type !== 'boolean') wrong.push(true);
  if (type === 'number' || type === 'integer') wrong.push(Number.MAX_SAFE_INTEGER * 16, 1.5);
  return wrong;
}
