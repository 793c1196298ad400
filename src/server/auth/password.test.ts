import { describe, expect, it } from 'vitest';
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from './password';

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
});
