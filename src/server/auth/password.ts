import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's minimum for scrypt: N = 2^17, r = 8, p = 1. Node runs scrypt on the libuv thread pool,
 * so hashing never blocks the event loop (docs/decisions/004-password-hashing.md).
 */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
/** scrypt needs 128·N·r bytes; leave headroom. */
const maxmem = (N: number, r: number) => 256 * N * r;

/**
 * Hashes running at once. libuv's thread pool has 4 threads by default and also runs WebCrypto (the
 * session cookie's signature), file reads and DNS: were every thread busy with a hash, a signed-in
 * request would wait behind the whole sign-in queue. Two at once also keep scrypt's 128 MiB each in check.
 */
export const MAX_CONCURRENT_HASHES = 2;

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when fewer than MAX_CONCURRENT_HASHES are running; the others wait first in, first out. */
export async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so `running` only falls when nobody waits.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Hashes currently running and waiting (for tests). */
export function hashSlots(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem: maxmem(params.N, params.r) }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64), so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string, params: { N: number; r: number; p: number } = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const parts = hash.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p) return false;
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  const key = await derive(password, Buffer.from(parts[4] ?? '', 'base64'), { N, r, p });
  return expected.length === key.length && timingSafeEqual(expected, key);
}
