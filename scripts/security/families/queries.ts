import type { Family } from '../context';
import type { Schema } from '../openapi';
import { badNumbers, encode, hostileStrings } from '../payloads';
import { newTag } from '../tags';
import type { Case } from '../types';

const numeric = (name: string, schema: Schema) =>
  /integer|number/.test(String(schema.type)) || /page|limit|size|year|offset/i.test(name);

/**
 * Every declared query parameter of every route: wrong numbers and bad paging for numeric ones,
 * hostile and huge strings for all, the parameter twice; plus a parameter no route declares.
 */
export const queryParameters: Family = {
  name: 'query parameters',
  build: ({ operations }) =>
    operations
      .filter((operation) => operation.method === 'GET' && !operation.template.includes('{'))
      .flatMap((operation) => {
        const cases: Case[] = [];
        const add = (query: string, note: string) =>
          cases.push({
            family: 'query parameters',
            tag: newTag(),
            method: 'GET',
            path: `${operation.template}?${query}`,
            note,
          });
        for (const { name, schema } of operation.query) {
          const values = [
            ...(numeric(name, schema) ? badNumbers : []),
            ...hostileStrings.map(encode),
            'x'.repeat(10_000),
          ];
          for (const value of values) add(`${name}=${value}`, `${name}=${value.slice(0, 30)}`);
          add(`${name}=1&${name}=2`, `${name} twice`);
          add(`${name}[]=1`, `${name} as an array`);
        }
        add('zzz=%3Cscript%3E&__proto__[x]=1', 'undeclared parameters');
        add('%', 'a broken escape');
        return cases;
      }),
};
