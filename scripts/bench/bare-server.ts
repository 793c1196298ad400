// The bare-route limit: Hono on the same Node adapter, one route, no middleware and no database.
// It answers with the very bytes of a real progress view, so the JSON sent is the same as the endpoint's.
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const [port, bodyFile] = process.argv.slice(2);
if (!port || !bodyFile) throw new Error('usage: bare-server.ts PORT BODY_FILE');
const view: unknown = JSON.parse(readFileSync(bodyFile, 'utf8'));

const app = new Hono();
app.get('/bare', (c) => c.json(view));
serve({ fetch: app.fetch, port: Number(port), hostname: '127.0.0.1' }, () => console.info('bare route ready'));
