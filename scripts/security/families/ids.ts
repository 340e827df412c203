import type { Family } from '../context';
import { sampleObject } from '../sample';
import { newTag } from '../tags';
import { badIds } from '../payloads';

/** Every route with an id in its path, with ids no row has: traversal, SQL, markup, huge, broken. */
export const idsInPaths: Family = {
  name: 'ids in paths',
  build: ({ operations }) =>
    operations
      .filter((operation) => operation.pathParams.length > 0)
      .flatMap((operation) =>
        badIds.map((id) => {
          const tag = newTag();
          const fields = operation.body ?? operation.answer;
          const withBody = ['POST', 'PUT', 'PATCH'].includes(operation.method);
          return {
            family: 'ids in paths',
            tag,
            method: operation.method,
            path: operation.template.replace(/\{\w+\}/g, id),
            ...(withBody && {
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(fields ? sampleObject(fields, tag) : {}),
            }),
            note: `id ${id.slice(0, 40)}`,
          };
        }),
      ),
};
