import { describe, expect, it } from 'vitest';
import { hashPassword, hashSlots, MAX_CONCURRENT_HASHES, SCRYPT_PARAMS, verifyPassword, withHashSlot } from './password';

describe('password hashing', () => {
  it('uses at least OWASP minimum scrypt parameters', () => {
    expect(SCRYPT_PARAMS.N).toBeGreaterThanOrEqual(2 ** 17);
    expect(SCRYPT_PARAMS.r).toBeGreaterThanOrEqual(8);
    expect(SCRYPT_PARAMS.p).toBeGreaterThanOrEqual(1);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('treasure-map');
    expect(hash.startsWith(`scrypt$${2 ** 17}$8$1$`)).toBe(true);
    expect(await verifyPassword({ hash, password: 'treasure-map' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'treasure-map!' })).toBe(false);
  });

  it('salts every hash', async () => {
    const fast = { N: 1024, r: 8, p: 1 };
    expect(await hashPassword('same', fast)).not.toBe(await hashPassword('same', fast));
  });

  it('still verifies hashes made with other parameters', async () => {
    const hash = await hashPassword('秘密寶藏', { N: 1024, r: 8, p: 1 });
    expect(await verifyPassword({ hash, password: '秘密寶藏' })).toBe(true);
  });

  it('rejects malformed hashes instead of throwing', async () => {
    expect(await verifyPassword({ hash: 'not-a-hash', password: 'x' })).toBe(false);
    expect(await verifyPassword({ hash: 'scrypt$0$8$1$aa$bb', password: 'x' })).toBe(false);
  });

  it('runs at most MAX_CONCURRENT_HASHES hashes at once, leaving thread-pool room for other requests', async () => {
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const jobs = Array.from({ length: MAX_CONCURRENT_HASHES + 3 }, (_, index) =>
      withHashSlot(async () => {
        active += 1;
        peak = Math.max(peak, active);
        await new Promise<void>((resolve) => releases.push(resolve));
        active -= 1;
        order.push(index);
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(hashSlots()).toEqual({ running: MAX_CONCURRENT_HASHES, waiting: 3 });
    while (order.length < jobs.length) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(jobs);
    expect(peak).toBe(MAX_CONCURRENT_HASHES);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(hashSlots()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a hash fails', async () => {
    await expect(withHashSlot(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(hashSlots()).toEqual({ running: 0, waiting: 0 });
  });
});
