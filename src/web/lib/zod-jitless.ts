// zod's compiled parsers use `new Function`, which our Content-Security-Policy (no 'unsafe-eval') forbids (Chrome
// logs an issue for the attempt). zod reads its settings from `globalThis.__zod_globalConfig` when its first
// chunk loads (zod/v4/core/core.js), so setting `jitless` there, from the entry, turns the compiler off without
// bringing zod itself onto the first page: only lazy pages use zod (decision 020). Mutated in place, so it also
// holds if zod was loaded first. `zod-jitless.test.ts` checks zod still reads it.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
