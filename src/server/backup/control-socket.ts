// The local channel through which `npm run backup` asks a running server for a backup (decision 019): a Unix
// socket in the data folder, readable and writable by its owner only, never an HTTP route.
import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer, type Socket } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { BackupResult } from './backup';

export const CONTROL_SOCKET = 'control.sock';
/** Owner read and write, nobody else: the socket's file mode is its access control. */
const OWNER_ONLY = 0o600;
/** A request is one short JSON line; anything longer is not ours. */
const MAX_REQUEST_BYTES = 1024;

export function controlSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), CONTROL_SOCKET);
}

const requestSchema = z.object({ command: z.literal('backup') });
const answerSchema = z.union([
  z.object({ ok: z.literal(true), file: z.string(), heldMs: z.number(), totalMs: z.number(), bytes: z.number(), recopied: z.number() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type ControlAnswer = z.infer<typeof answerSchema>;

export type ControlSocket = { close: () => Promise<void> };

/** Listens on DATA_DIR/control.sock (mode 0600) for `{"command":"backup"}` lines; removed on close. */
export async function openControlSocket(dataDir: string, backup: () => Promise<BackupResult>): Promise<ControlSocket> {
  const socketPath = controlSocketPath(dataDir);
  // The caller holds the data folder's lock: a socket file left here is from a server that died.
  await rm(socketPath, { force: true });
  const connections = new Set<Socket>();
  const server = createServer((socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
    socket.on('error', () => undefined);
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
      if (received.length > MAX_REQUEST_BYTES) return void socket.destroy();
      const end = received.indexOf('\n');
      if (end < 0) return;
      socket.removeAllListeners('data');
      const answer = (value: ControlAnswer) => socket.end(`${JSON.stringify(value)}\n`);
      let request;
      try {
        request = requestSchema.safeParse(JSON.parse(received.slice(0, end)));
      } catch {
        return answer({ ok: false, error: 'The request was not JSON.' });
      }
      if (!request.success) return answer({ ok: false, error: 'Unknown command: the server understands {"command":"backup"}.' });
      backup().then(
        (result) => answer({ ok: true, ...result }),
        (error: unknown) => answer({ ok: false, error: (error as Error).message }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, OWNER_ONLY);
  let closing: Promise<void> | undefined;
  return {
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of connections) socket.destroy();
      }).then(() => rm(socketPath, { force: true }));
      return closing;
    },
  };
}

/** Asks the server listening on DATA_DIR/control.sock for a backup and waits for its answer. */
export async function askServerForBackup(dataDir: string, timeoutMs: number): Promise<ControlAnswer> {
  return new Promise<ControlAnswer>((resolve, reject) => {
    const socket = createConnection(controlSocketPath(dataDir));
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`The server did not answer within ${Math.round(timeoutMs / 1000)} s.`));
    }, timeoutMs);
    socket.on('connect', () => socket.write(`${JSON.stringify({ command: 'backup' })}\n`));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('end', () => {
      clearTimeout(timer);
      try {
        resolve(answerSchema.parse(JSON.parse(received)));
      } catch {
        reject(new Error(`The server's answer was not understood: ${received.slice(0, 200)}`));
      }
    });
  });
}
