import type { Family } from '../context';
import { access } from './access';
import { contentTypes } from './content-types';
import { headers } from './headers';
import { idsInPaths } from './ids';
import { jsonBodies } from './json-bodies';
import { mediaPaths } from './media-paths';
import { methodsAndSlashes } from './methods';
import { multipartBodies } from './multipart-bodies';
import { pages } from './pages';
import { queryParameters } from './queries';
import { templating } from './templating';

/**
 * The catalogue, in the order it runs: sign-in attempts last, since they may slow the sign-in
 * limiter down for everything after them.
 */
export const families: Family[] = [
  templating,
  idsInPaths,
  queryParameters,
  jsonBodies,
  contentTypes,
  multipartBodies,
  methodsAndSlashes,
  mediaPaths,
  pages,
  headers,
  access,
];
