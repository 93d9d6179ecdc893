// The Node flags the API server runs with: `npm start` (scripts/start.mjs) passes them, and so
// do the benchmarks (scripts/bench/server.mjs), which measure the server as it is started.

const MEGABYTES = /^[1-9]\d{0,5}$/;

/**
 * - NODE_HEAP_MB caps the V8 heap (`--max-old-space-size`): set it under a container's memory
 *   limit, so the process collects garbage harder instead of being killed by the kernel.
 * - NODE_SEMI_SPACE_MB caps each half of the young generation. Since Node 22, V8 sizes it from
 *   the machine's memory: on a 24 GB machine the server then held about 110 MB more while idle
 *   than with 16 MB, Node 20's size, and answered 5 to 20 % more requests a second on the
 *   allocating routes (a price, the transfers list). So the embedded default, one process on a
 *   small machine, runs with 16; on PostgreSQL (DATABASE_URL) V8 sizes it, unless this says
 *   otherwise (docs/performance.md, "The embedded start").
 * - `--enable-source-maps`: stack traces in the logs point at the TypeScript sources.
 *
 * Returns the flags, or the problem with a value.
 */
export function serverNodeFlags(env = process.env) {
  const flags = [];
  for (const [name, flag, fallback] of [
    ['NODE_HEAP_MB', '--max-old-space-size', undefined],
    ['NODE_SEMI_SPACE_MB', '--max-semi-space-size', env.DATABASE_URL ? undefined : '16'],
  ]) {
    const value = env[name] === undefined || env[name] === '' ? fallback : env[name];
    if (value === undefined) continue;
    if (!MEGABYTES.test(value)) {
      return { problem: `${name}: must be a number of megabytes such as 512 (got ${value})` };
    }
    flags.push(`${flag}=${value}`);
  }
  flags.push('--enable-source-maps');
  return { flags };
}
