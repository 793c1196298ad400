import pg from 'pg';

/** What a listener is told: a notification's payload, that it now hears every change, or that it may miss some. */
export type ListenHandlers = {
  onNotification: (payload: string) => void;
  /** Listening: every notification sent from now on will arrive. */
  onListening: () => void;
  /** The connection is gone: notifications may be missed until onListening is called again. */
  onLost: () => void;
};

export type Listener = { stop: () => Promise<void> };

/** Waits between attempts to listen again after the connection is lost (the last one repeats). */
export const LISTEN_RETRY_MS = [250, 1000, 2000, 5000, 15_000] as const;

/**
 * LISTENs on a PostgreSQL channel over a connection of its own (a pooled connection would be handed to
 * other queries), reconnecting after it is lost — a server restart, a dropped connection — for as long
 * as the listener is not stopped.
 */
export function listenOnPostgres(url: string, channel: string, handlers: ListenHandlers, log: (line: string) => void = console.error): Listener {
  let stopped = false;
  let attempt = 0;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const current = new pg.Client({ connectionString: url });
    client = current;
    let lost = false;
    const lose = (error?: Error) => {
      if (lost) return;
      lost = true;
      handlers.onLost();
      current.removeAllListeners('notification');
      void current.end().catch(() => undefined);
      if (stopped) return;
      const wait = LISTEN_RETRY_MS[Math.min(attempt, LISTEN_RETRY_MS.length - 1)];
      attempt += 1;
      log(`[database] not listening for ${channel}${error ? ` (${error.message})` : ''}; trying again in ${wait} ms`);
      retry = setTimeout(() => void connect(), wait);
    };
    current.on('error', lose);
    current.on('end', () => lose());
    current.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onNotification(message.payload);
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${current.escapeIdentifier(channel)}`);
    } catch (error) {
      lose(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (lost || stopped) return;
    attempt = 0;
    handlers.onListening();
  };
  void connect();

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
