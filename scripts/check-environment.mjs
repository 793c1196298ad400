// Fails early, with a clear message, when the machine lacks what the full test run needs.
import { accessSync, constants } from 'node:fs';
import net from 'node:net';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function checkChromium() {
  try {
    accessSync(CHROMIUM_PATH, constants.X_OK);
    return null;
  } catch {
    return (
      `Chromium was not found at ${CHROMIUM_PATH}. The browser tests need Debian's Chromium:\n` +
      `    sudo apt-get update && sudo apt-get install -y chromium\n` +
      `(or set CHROMIUM_PATH to a Chromium binary). The tests are never skipped.`
    );
  }
}

export function checkPostgres() {
  const url = new URL(TEST_POSTGRES_URL);
  const port = Number(url.port || 5432);
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port, timeout: 3000 });
    const fail = () => {
      socket.destroy();
      resolve(
        `No PostgreSQL server answers at ${url.hostname}:${port}. The server integration tests run on PGlite and on PostgreSQL:\n` +
          `    start PostgreSQL (trust auth for user postgres), or set TEST_POSTGRES_URL to one you have.`,
      );
    };
    socket.once('connect', () => {
      socket.end();
      resolve(null);
    });
    socket.once('error', fail);
    socket.once('timeout', fail);
  });
}
