/**
 * How `npm start` runs the built server, and so how the benches and checks run it too: the
 * caller's environment over these defaults.
 * - NODE_ENV=production: React's production build; without it pages render with React's
 *   development checks, several times slower (docs/decisions/0013).
 * - MALLOC_ARENA_MAX=2: glibc gives every thread that allocates its own memory arena and keeps
 *   what the image library's threads freed, so resident memory only grows (sharp's documentation
 *   says the same). Two arenas kept the first start, which stores the sample images, at about
 *   220 MB instead of 260 MB (issue 18). Read by glibc at process start: it must be set here.
 */
export function serverEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', ...env };
}
