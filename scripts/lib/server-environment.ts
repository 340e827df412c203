/**
 * V8's heap sizes, in MB: the old generation at most (between three and four times what the server
 * uses under load), and each of the young generation's two halves (V8's own default here is 16).
 */
const HEAP_SIZES = { '--max-old-space-size': 256, '--max-semi-space-size': 64 };

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
 * - --max-semi-space-size=64 (in NODE_OPTIONS): every request allocates short-lived objects, and
 *   V8 collects its young generation each time a 16 MB half fills, stopping the server's thread:
 *   under the load bench that was a pause about every 100 ms, each holding up every connection
 *   at once. With 64 MB halves the young collections are a quarter as many (scavenges in 15 s of
 *   writes: 143 to 39; time paused for all collections: 795 to 450 ms), and phase 1's p99 fell
 *   from 93-139 ms to 49-89 ms over several runs each. It costs about 90 MB of resident memory
 *   under load (issue 21). A NODE_OPTIONS that names its own size is kept.
 */
export function serverEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const given = env.NODE_OPTIONS ?? '';
  const sizes = Object.entries(HEAP_SIZES)
    .filter(([flag]) => !given.includes(flag))
    .map(([flag, megabytes]) => `${flag}=${megabytes}`);
  const nodeOptions = [given, ...sizes].join(' ').trim();
  return { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', ...env, NODE_OPTIONS: nodeOptions };
}
