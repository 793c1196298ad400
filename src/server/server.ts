import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createAuth, type Auth } from './auth/auth';
import { BackupService } from './backup/backup-service';
import { openControlSocket, type ControlSocket } from './backup/control-socket';
import { SESSIONS_CHANGED_CHANNEL, SessionReader } from './auth/session-cache';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { seedReferenceData } from './db/seed';
import { createApp } from './app';
import { securityHeaders } from './http/security-headers';
import { SiteAddress, type LocalHosts } from './http/site-address';
import { createMailer } from './mail/mailer';
import { sendWeeklySummaries } from './groups/weekly-summary';
import { SUMMARY_CHECK_MS } from '../domain/weekly-summary';
import { PROGRESS_CHANGED_CHANNEL, ProgressViews } from './progress/progress-views';
import { loadOrCreateAuthSecret } from './secret';

export type RunningServer = {
  url: string;
  port: number;
  database: Database;
  /** The Hono app and Better Auth instance, so tests can read the route tables. */
  app: ReturnType<typeof createApp>;
  auth: Auth;
  address: SiteAddress;
  /** The kept progress views, so tests can tell when the server hears changes. */
  views: ProgressViews;
  /** Backups of the embedded database in DATA_DIR (decision 019); absent on PostgreSQL and in memory. */
  backups: BackupService | undefined;
  close: () => Promise<void>;
};

export type StartOptions = {
  config: Config;
  /** Use this database instead of opening one from the config (tests). */
  database?: Database;
  webRoot?: string | undefined;
  log?: (line: string) => void;
  /** This computer's host names and addresses (tests pretend to be on a school network). */
  localHosts?: LocalHosts;
};

/** Opens the database (migrating it), seeds reference data and starts listening. */
export async function startServer({ config, database: given, webRoot, log, localHosts }: StartOptions): Promise<RunningServer> {
  const database =
    given ?? (await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir }));
  try {
    await seedReferenceData(database.db);
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db, log });
    const secret = loadOrCreateAuthSecret(config.authSecret, config.dataDir);
    const address = new SiteAddress(config, localHosts);
    const auth = createAuth({ config, db: database.db, mailer, secret, address });
    // Kept views are trusted only while changes made elsewhere can be heard (see ProgressViews).
    const views = new ProgressViews({ paused: true });
    const listener = await database.listen(PROGRESS_CHANGED_CHANNEL, {
      onNotification: (userId) => views.forget(userId),
      onListening: () => views.resume(),
      onLost: () => views.pause(),
    });
    // Sessions likewise: another process's sign-out, password change or account deletion is announced by that
    // process (SessionReader.forgetUser) and dropped here; while announcements cannot be heard, none is kept.
    const sessions = new SessionReader(auth, Date.now, { paused: true, announce: (payload) => database.notify(SESSIONS_CHANGED_CHANNEL, payload) });
    let sessionListener;
    try {
      sessionListener = await database.listen(SESSIONS_CHANGED_CHANNEL, {
        onNotification: (payload) => sessions.heard(payload),
        onListening: () => sessions.resume(),
        onLost: () => sessions.pause(),
      });
    } catch (error) {
      await listener.stop();
      throw error;
    }
    const app = createApp({ config, database, auth, address, webRoot, views, sessions, secret });

    // Every answer, API or page, carries the security headers: set on the Node response, where they cost
    // nothing per request (Hono's own writeHead merges its headers with them).
    const headers = await securityHeaders(config.publicUrl);
    const handle = getRequestListener(app.fetch);
    const server: Server = await new Promise((resolve, reject) => {
      const s = createServer((request, response) => {
        response.setHeaders(headers);
        void handle(request, response);
      });
      // A taken port arrives as an 'error' event; turn it into a rejection the caller can explain.
      s.once('error', reject);
      s.listen(config.port, '0.0.0.0', () => resolve(s));
    });
    const port = (server.address() as AddressInfo).port;

    // The embedded database in a data folder: `npm run backup` may ask for a backup over the control socket,
    // and with BACKUPS on (the default) one is made each day.
    const say = log ?? ((line: string) => console.info(line));
    let backups: BackupService | undefined;
    let control: ControlSocket | undefined;
    let daily: { stop: () => void } | undefined;
    if (database.embedded) {
      const service = new BackupService({ dataDir: config.dataDir, embedded: database.embedded, keep: config.backups?.keep, log: say });
      backups = service;
      control = await openControlSocket(config.dataDir, () => service.run()).catch((error: unknown) => {
        say(`[backup] npm run backup cannot reach this server: the control socket could not be opened (${(error as Error).message}).`);
        return undefined;
      });
      if (config.backups) daily = service.scheduleDaily();
    }
    // Weekly e-mails about groups (issue 22): checked every quarter hour; each is claimed before it is sent,
    // so several processes send it once. Links point at PUBLIC_URL, or this computer's own address.
    const summaries = setInterval(() => {
      sendWeeklySummaries(database.db, mailer, { secret, siteUrl: config.publicUrl ?? `http://localhost:${port}` }).catch((error: unknown) => {
        say(`[summary] weekly e-mails could not be sent: ${(error as Error).message}`);
      });
    }, SUMMARY_CHECK_MS);
    summaries.unref();
    let closing: Promise<void> | undefined;
    return {
      url: `http://localhost:${port}`,
      port,
      database,
      app,
      auth,
      address,
      views,
      backups,
      close: () => {
        daily?.stop();
        clearInterval(summaries);
        closing ??= new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Idle keep-alive connections would hold close() open.
          server.closeIdleConnections();
        })
          .then(() => Promise.all([listener.stop(), sessionListener.stop(), control?.close()]))
          // A backup under way finishes first: its pass 2 needs the database open.
          .then(() => backups?.idle())
          .then(() => database.close());
        return closing;
      },
    };
  } catch (error) {
    if (!given) await database.close();
    throw error;
  }
}
