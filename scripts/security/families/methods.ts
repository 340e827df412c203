import type { Family } from '../context';
import { newTag } from '../tags';
import type { Case } from '../types';

const family = 'methods and trailing slashes';
const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND'];

/**
 * Every path with each method it does not declare (a 404 or 405, never a 5xx), and with a trailing
 * slash added.
 */
export const methodsAndSlashes: Family = {
  name: family,
  build: ({ operations }) => {
    const declared = new Map<string, Set<string>>();
    for (const { template, method } of operations)
      declared.set(template, (declared.get(template) ?? new Set()).add(method));
    const cases: Case[] = [];
    for (const [template, own] of declared) {
      const path = template.replace(/\{\w+\}/g, 'no-such-id');
      for (const method of methods.filter((m) => !own.has(m)))
        cases.push({ family, tag: newTag(), method, path, note: `${method} not declared` });
      cases.push({
        family,
        tag: newTag(),
        method: 'GET',
        path: `${path}/`,
        note: 'trailing slash',
      });
      cases.push({ family, tag: newTag(), method: 'GET', path: `${path}//`, note: 'double slash' });
    }
    return cases;
  },
};
