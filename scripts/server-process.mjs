// How every script starts the built server: `npm start`, the browser tests, the crash test, Lighthouse and
// the bench all run it with these Node flags, so what is measured is what is served.

/** The built server's entry point. */
export const SERVER_ENTRY = 'dist/server/main.js';

/**
 * - `--enable-source-maps`: stack traces in the log point at src/, not at the bundle.
 * - `--max-semi-space-size=64` (MiB): a larger young generation. Every request allocates short-lived
 *   objects (promises, headers, JSON); with V8's default the scavenger ran so often that garbage
 *   collection was a sixth of a progress read's CPU, and reads from memory fell from about 60 % to 45 %
 *   of the bare route after a burst of completions (BENCHMARKS.md). Costs at most a few tens of MiB.
 */
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=64'];
