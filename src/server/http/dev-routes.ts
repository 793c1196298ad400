import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { z } from 'zod';
import type { Db } from '../db/database';
import { emailOutbox } from '../db/schema';
import { apiError } from './errors';

const OUTBOX_PAGE_SIZE = 50;
const outboxQuery = z.object({ to: z.string().email().optional() });

/** Development only: the e-mail outbox, so magic links can be opened without a mail server. */
export function devRoutes(db: Db) {
  const app = new Hono();

  const list = (to: string | undefined) =>
    db
      .select()
      .from(emailOutbox)
      .where(to ? eq(emailOutbox.toAddress, to.toLowerCase()) : undefined)
      .orderBy(desc(emailOutbox.id))
      .limit(OUTBOX_PAGE_SIZE);

  app.get('/api/dev/outbox', async (c) => {
    const query = outboxQuery.safeParse(c.req.query());
    if (!query.success) return apiError(c, 400, 'VALIDATION_ERROR');
    const rows = await list(query.data.to);
    return c.json({ messages: rows.map((row) => ({ id: row.id, to: row.toAddress, subject: row.subject, text: row.textBody, createdAt: row.createdAt })) });
  });

  app.get('/dev/outbox', async (c) => {
    const rows = await list(undefined);
    const linkify = (text: string) =>
      text
        .split(/(https?:\/\/\S+)/)
        .map((part, i) => (i % 2 === 1 ? html`<a href="${part}">${part}</a>` : html`${part}`));
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Outbox · Money Islands</title>
          <style>
            ${raw('body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#0f172a}article{border:1px solid #cbd5e1;border-radius:.75rem;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;word-break:break-word}a{color:#0369a1}')}
          </style>
        </head>
        <body>
          <h1>Outbox</h1>
          <p>E-mail the server would have sent (no SMTP_URL is set). Newest first; development only.</p>
          ${rows.length === 0 ? html`<p>No e-mail yet.</p>` : ''}
          ${rows.map(
            (row) => html`<article>
              <h2>${row.subject}</h2>
              <p>To: ${row.toAddress} · ${row.createdAt.toISOString()}</p>
              <pre>${linkify(row.textBody)}</pre>
            </article>`,
          )}
        </body>
      </html>`);
  });

  return app;
}
