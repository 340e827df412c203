import { z } from 'zod';
import { defaultPageSize, maxPageSize } from './constants';
import { formInt } from './fields';

export const pageQuery = z.object({
  limit: formInt(1, maxPageSize).default(defaultPageSize),
  page: formInt(1, 100_000).default(1),
});
