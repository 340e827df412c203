import { STATUS_CODES } from 'node:http';
import type { SwaggerTransform } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponseSchema } from '../../contract/errors';
import { isMutating, type Access } from '../auth/access';
import type { MediaKind } from '../media/types';

/** The body a handler reads itself (readFormBody, readMultipartForm, parseOr400), for the document. */
interface ParsedBody {
  /** The contract's schema of the fields (for multipart: the text fields). */
  schema?: z.ZodType;
  /** The multipart file fields: the media each takes, and whether the form needs it. */
  files?: Readonly<Record<string, { kind: MediaKind; required?: boolean }>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Declares a body the route does not validate through `schema.body` (it parses it in the
     * handler, often as multipart), so the API document shows it. Content types: `schema.consumes`.
     */
    parsedBody?: ParsedBody;
  }
}

/** The name of the staff session's security scheme in the document. */
export const SESSION_SCHEME = 'staffSession';
/** Where the route transform leaves the shared error answers for `completeOperations`. */
const ERRORS_KEY = 'x-shared-errors';

type JsonSchema = Record<string, unknown>;
interface Operation {
  operationId?: string;
  security?: unknown;
  responses?: Record<string, { description?: string } | { $ref: string }>;
  [ERRORS_KEY]?: number[];
}

/** Why each shared error happens, as the document's components.responses say it. */
const sharedErrors: Record<number, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description: 'The request is invalid: `error` says why and `fields` names each field at fault',
  },
  401: { name: 'Unauthorized', description: 'Sign in required: the route needs a staff session' },
  403: {
    name: 'Forbidden',
    description:
      'Refused: a write that does not come from the site itself, or an admin-only route called by someone else',
  },
  404: { name: 'NotFound', description: 'No such item' },
  409: {
    name: 'Conflict',
    description:
      'Conflicts with what is stored (a duplicate, or a file still in use), or another request with the same Idempotency-Key was answered meanwhile',
  },
  413: { name: 'ContentTooLarge', description: 'The body (or a file in it) is too large' },
  415: {
    name: 'UnsupportedMediaType',
    description: 'The body is not of a content type the route reads',
  },
  422: {
    name: 'UnprocessableContent',
    description:
      'Well-formed but unusable: a file the site cannot read, or an Idempotency-Key already used for a different request',
  },
  429: {
    name: 'TooManyRequests',
    description: 'Too many requests: try again after the Retry-After header’s seconds',
  },
};

const fileMediaType: Record<MediaKind, string> = { image: 'image/*', pdf: 'application/pdf' };

/**
 * Per route: the zod schemas as JSON Schema (fastify-type-provider-zod), then what the route's
 * config says about it: the body it parses itself, its operationId, who may call it (security),
 * and the errors every route of its kind can answer (the guard's 401/403, a body's 413/415,
 * validation's 400, an :id's 404, a file's 422, a create's Idempotency-Key 409/422).
 */
export const documentRoute: SwaggerTransform = (input) => {
  const result = jsonSchemaTransform(input);
  const schema = (result.schema ?? {}) as Record<string, unknown>;
  if (schema.hide) return result;
  const source = (input.schema ?? {}) as Record<string, unknown>;
  const { route } = input;
  const methods = [route.method].flat();
  const method = methods[0] ?? 'GET';
  const parsed = route.config?.parsedBody;
  if (parsed) schema.body = documentedBody(parsed, schema.consumes, input);

  schema.operationId ??= operationId(method, route.url);
  const access: Access = route.config?.access ?? (isMutating(method) ? 'staff' : 'public');
  schema.security = access === 'public' ? [] : [{ [SESSION_SCHEME]: [] }];

  const declared = (source.response ?? {}) as Record<string, unknown>;
  // A declared error of the shared shape becomes the shared answer (one description, one schema).
  const shared = Object.keys(declared).filter((code) => declared[code] === errorResponseSchema);
  const errors = new Set(shared.map(Number));
  const responses = Object.fromEntries(
    Object.entries((schema.response ?? {}) as Record<string, unknown>).filter(
      ([code]) => !shared.includes(code),
    ),
  );
  const hasBody = Boolean(parsed) || source.body !== undefined;
  const validates =
    hasBody || ['params', 'querystring', 'headers'].some((key) => source[key] !== undefined);
  if (validates) errors.add(400);
  if (access !== 'public') errors.add(401);
  if (access === 'admin' || methods.some(isMutating)) errors.add(403);
  if (route.url.includes(':')) errors.add(404);
  if (hasBody && methods.some((name) => name !== 'DELETE' && isMutating(name))) {
    errors.add(413);
    errors.add(415);
  }
  // A file the site cannot read (media.store: 413 past its limit, 415 not an accepted type, 422 broken).
  if (parsed?.files) errors.add(422);
  if (isCreateWithKey(route, declared)) {
    errors.add(409);
    errors.add(422);
  }
  const { response: _converted, ...rest } = schema;
  return {
    ...result,
    schema: {
      ...rest,
      // None left: Fastify's swagger documents a plain 200.
      ...(Object.keys(responses).length > 0 ? { response: responses } : {}),
      [ERRORS_KEY]: [...errors].sort((a, b) => a - b),
    },
  };
};

/**
 * Over the whole document: the shared errors as references to components.responses, and a
 * description for every other answer (Fastify's swagger says "Default Response" otherwise).
 */
export function completeOperations(paths: Record<string, Record<string, unknown>>): void {
  for (const item of Object.values(paths)) {
    for (const [method, value] of Object.entries(item)) {
      if (!value || typeof value !== 'object' || !('responses' in value)) continue;
      const { [ERRORS_KEY]: errors = [], ...operation } = value as Operation;
      const responses: NonNullable<Operation['responses']> = { ...operation.responses };
      for (const [code, response] of Object.entries(responses)) {
        if ('description' in response && response.description === 'Default Response') {
          response.description = STATUS_CODES[code] ?? 'Answer';
        }
      }
      for (const code of errors) {
        const shared = sharedErrors[code];
        if (shared) responses[code] = { $ref: `#/components/responses/${shared.name}` };
      }
      item[method] = {
        ...operation,
        responses: Object.fromEntries(
          Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)),
        ),
      };
    }
  }
}

/** components.responses: the shared errors, each with the one error shape. */
export function sharedErrorResponses(errorSchemaRef: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(sharedErrors).map(([code, { name, description }]) => [
      name,
      {
        description,
        content: { 'application/json': { schema: { $ref: errorSchemaRef } } },
        ...(code === '429'
          ? {
              headers: {
                'Retry-After': {
                  description: 'Seconds to wait before trying again',
                  schema: { type: 'integer' },
                },
              },
            }
          : {}),
      },
    ]),
  );
}

/** `GET /api/qna/:id/answers` -> `getQnaByIdAnswers`: unique, since method and URL are. */
export function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':')
        ? ['by', ...segment.slice(1).split(/[^A-Za-z0-9]+/)]
        : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean);
  return (
    method.toLowerCase() +
    words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')
  );
}

/** The same rule as the idempotency plugin's: a POST under /api answering 201, not opted out. */
function isCreateWithKey(route: RouteOptions, declared: Record<string, unknown>): boolean {
  return (
    [route.method].flat().includes('POST') &&
    route.url.startsWith('/api/') &&
    '201' in declared &&
    route.config?.idempotency !== false
  );
}

/** The request body of a route that parses its own: JSON, multipart (text and files), or both. */
function documentedBody(
  parsed: ParsedBody,
  consumes: unknown,
  input: Parameters<SwaggerTransform>[0],
): JsonSchema {
  const types = Array.isArray(consumes)
    ? (consumes as string[])
    : [parsed.files ? 'multipart/form-data' : 'application/json'];
  const fields: JsonSchema = parsed.schema
    ? (jsonSchemaTransform({ ...input, schema: { body: parsed.schema } }).schema.body as JsonSchema)
    : { type: 'object' };
  const content: Record<string, { schema: JsonSchema }> = {};
  for (const type of types) {
    content[type] = {
      schema: type === 'multipart/form-data' ? withFiles(fields, parsed.files ?? {}) : fields,
    };
  }
  return { content };
}

/** The text fields' schema with the file fields added (replacing a URL field of the same name). */
function withFiles(fields: JsonSchema, files: NonNullable<ParsedBody['files']>): JsonSchema {
  const { properties: textProperties, required: textRequired, ...rest } = fields;
  const properties = { ...(textProperties as Record<string, JsonSchema> | undefined) };
  const required = new Set((textRequired as string[] | undefined) ?? []);
  for (const [name, file] of Object.entries(files)) {
    properties[name] = {
      type: 'string',
      contentMediaType: fileMediaType[file.kind],
      description: `The ${file.kind === 'pdf' ? 'PDF' : 'image'} file`,
    };
    if (file.required) required.add(name);
    else required.delete(name);
  }
  return {
    ...rest,
    type: 'object',
    properties,
    ...(required.size > 0 ? { required: [...required] } : {}),
  };
}
