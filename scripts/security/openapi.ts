/** The routes the server describes in its OpenAPI document: the catalogue covers new ones unasked. */

export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  default?: unknown;
  const?: unknown;
  /** A file field of a multipart body: the media type it takes. */
  contentMediaType?: string;
};

export interface Operation {
  method: string;
  /** The path as the document writes it: /api/news/{id}. */
  template: string;
  summary: string;
  pathParams: string[];
  query: { name: string; schema: Schema }[];
  /** The JSON body's schema when the route declares one. */
  body?: Schema;
  /** Its 2xx answer's schema: the fields a body without a declared schema most likely takes. */
  answer?: Schema;
  /** The file fields of its multipart body, when it takes one. */
  fileFields: string[];
  /** The text fields of its multipart body (sent before the files, as the server wants them). */
  formText?: Schema;
}

interface Document {
  paths: Record<string, Record<string, RawOperation>>;
}
interface RawOperation {
  summary?: string;
  description?: string;
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

/** Reads /api/openapi.json (api/plugins/openapi.ts) into a list of operations. */
export async function readOperations(base: string): Promise<Operation[]> {
  const response = await fetch(`${base}/api/openapi.json`);
  if (!response.ok) throw new Error(`GET /api/openapi.json answered ${response.status}`);
  const document = (await response.json()) as Document;
  const operations: Operation[] = [];
  for (const [template, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const parameters = raw.parameters ?? [];
      const summary = `${raw.summary ?? ''} ${raw.description ?? ''}`.trim();
      const success = Object.entries(raw.responses ?? {}).find(([status]) =>
        status.startsWith('2'),
      );
      const form = raw.requestBody?.content?.['multipart/form-data']?.schema;
      const formFields = Object.entries(form?.properties ?? {});
      const isFile = ([, schema]: [string, Schema]) => schema.contentMediaType !== undefined;
      operations.push({
        method: method.toUpperCase(),
        template,
        summary,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: raw.requestBody?.content?.['application/json']?.schema,
        answer: success?.[1].content?.['application/json']?.schema,
        fileFields: formFields.filter(isFile).map(([name]) => name),
        ...(form && {
          formText: {
            ...form,
            properties: Object.fromEntries(formFields.filter((field) => !isFile(field))),
          },
        }),
      });
    }
  }
  return operations;
}

export const mutating = (operation: Operation) =>
  ['POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method);
