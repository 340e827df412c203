import type { Family } from '../context';
import { newTag } from '../tags';

const family = 'media paths';

/** Paths under /media that try to leave the media folder or name what is not a stored file. */
const paths = [
  '/media/../chapter.sqlite',
  '/media/..%2fchapter.sqlite',
  '/media/%2e%2e/%2e%2e/etc/passwd',
  '/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/media/i/..%2f..%2fchapter.sqlite',
  '/media/i/%252e%252e%252fchapter.sqlite',
  '/media/..\\..\\chapter.sqlite',
  '/media/i/%5c..%5c..%5cchapter.sqlite',
  '/media//etc/passwd',
  '/media/i/%00.jpg',
  '/media/i/x.jpg%00.png',
  '/media/i/.incoming',
  '/media/i/',
  '/media/',
  '/media',
  `/media/i/${'a'.repeat(64)}.jpg`,
  `/media/i/${'a'.repeat(5000)}.jpg`,
  '/media/i/%3Cscript%3E.jpg',
  '/media/i/x.jpg?w=-1',
  '/media/i/x.jpg?w=99999999&format=exe',
  '/media/d/..%2f..%2f..%2fetc%2fpasswd.pdf',
  '/media-cache/anything',
  '/..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/etc/passwd',
];

/** Path traversal and nonsense under /media, read as staff and as the public. */
export const mediaPaths: Family = {
  name: family,
  build: () =>
    paths.flatMap((path) =>
      [false, true].map((anonymous) => ({
        family,
        tag: newTag(),
        method: 'GET',
        path,
        anonymous,
        note: anonymous ? 'as the public' : 'as staff',
        // A path outside the media folder must never come back with the database or a system file.
        verify: ({ body }: { body: string }) =>
          /SQLite format|root:x:0:0/.test(body)
            ? 'answered a file outside the media folder'
            : undefined,
      })),
    ),
};
