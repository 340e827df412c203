/** V8's old generation at most, in MB: between three and four times what the server uses under load. */
const HEAP_LIMIT_MB = 256;

/**
 * How `npm start` runs the built server, and so how the benches and checks run it too: the
 * caller's environment over these defaults.
 * - NODE_ENV=production: React's production build; without it pages render with React's
 *   development checks, several times slower (docs/decisions/0013).
 * - MALLOC_ARENA_MAX=2: glibc gives every thread that allocates its own memory arena and keeps
 *   what the image library's threads freed, so resident memory only grows (sharp's documentation
 *   says the same). Two arenas kept the first start, which stores the sample images, at about
 *   220 MB instead of 260 MB (issue 18). Read by glibc at process start: it must be set here.
 * - --max-old-space-size=256 (in NODE_OPTIONS): V8 lets its heap grow to about four times what
 *   is live before it collects it whole. Under the load bench's stream of saves that was 250-280
 *   MB of heap for 70 MB live, and resident memory grew 160-210 MB over a run. With a limit set, V8
 *   sizes its heap against it and collects sooner (a full collection every few seconds, a 13 ms
 *   pause): resident memory grew about 20 MB, at 192 MB as at 256 (issue 21). A NODE_OPTIONS that
 *   names its own limit is kept.
 */
export function serverEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const options = env.NODE_OPTIONS ?? '';
  const heapLimit = /--max-old-space-size\b/.test(options)
    ? options
    : `${options} --max-old-space-size=${HEAP_LIMIT_MB}`.trim();
  return { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', ...env, NODE_OPTIONS: heapLimit };
}
