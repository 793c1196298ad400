import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('turns off the compiled parsers of zod when zod loads after it (as the lazy pages do)', async () => {
    await import('./zod-jitless');
    const { config, object, string } = await import('zod/mini');
    expect(config().jitless).toBe(true);

    // A parser that tried to compile would call the Function constructor, which the CSP forbids.
    const compiled = new Proxy(Function, {
      construct() {
        throw new Error('zod tried to compile a parser');
      },
    });
    const original = globalThis.Function;
    globalThis.Function = compiled;
    try {
      expect(object({ name: string() }).parse({ name: 'Mia' })).toEqual({ name: 'Mia' });
    } finally {
      globalThis.Function = original;
    }
  });
});
