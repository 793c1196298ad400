import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/test-server';

// A built web app in miniature, laid out as `npm run build` leaves dist/web: hashed assets with the .br and
// .gz copies scripts/precompress.mjs writes, an index.html with its copies, and an unhashed favicon.
const SCRIPT = `export const greeting = ${JSON.stringify('hello from a hashed chunk '.repeat(80))};\n`;
const SHELL = `<!doctype html><html lang="en"><head><title>Money Islands</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(30)}</head><body><div id="root"></div></body></html>`;
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';
const HASHED = '/assets/index-Ab12Cd34.js';
const WORKER = `self.addEventListener('install', () => {}); // ${'precache list '.repeat(40)}\n`;
const MANIFEST = JSON.stringify({ name: '理財冒險島', start_url: '/', display: 'standalone' });
const LESSONS = JSON.stringify({ lessons: { M01: { url: '/assets/m01-Ab12Cd34.js', bytes: 6500 } } });

let server: TestServer;
let webRoot: string;

function writeWithCopies(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'money-islands-static-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeWithCopies(path.join(webRoot, HASHED), SCRIPT);
  writeWithCopies(path.join(webRoot, 'index.html'), SHELL);
  writeFileSync(path.join(webRoot, 'favicon.svg'), FAVICON);
  writeWithCopies(path.join(webRoot, 'sw.js'), WORKER);
  writeFileSync(path.join(webRoot, 'manifest.zh-TW.webmanifest'), MANIFEST);
  writeFileSync(path.join(webRoot, 'offline-lessons.json'), LESSONS);
  server = await startTestServer({}, { webRoot });
});
afterAll(async () => {
  await server?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** The raw bytes and headers, undecoded (Node's fetch would decompress), with this Accept-Encoding. */
function get(pathname: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${server.url}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (body: Buffer, encoding: unknown) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');

describe('static files', () => {
  it('sends a hashed asset as brotli, gzip or plain by Accept-Encoding, cached for a year as immutable', async () => {
    for (const [accept, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await get(HASHED, accept);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      if (expected) expect(response.headers.vary).toMatch(/Accept-Encoding/);
      expect(decode(response.body, response.headers['content-encoding'])).toBe(SCRIPT);
    }
  });

  it('sends the app shell compressed and revalidated, at /, /index.html and every client-side route', async () => {
    for (const pathname of ['/', '/index.html', '/library', '/module/M01']) {
      const brotli = await get(pathname, 'gzip, deflate, br');
      expect(brotli.status).toBe(200);
      expect(brotli.headers['content-type']).toMatch(/^text\/html/);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['cache-control']).toBe('no-cache');
      expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
      expect(brotli.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(brotli.headers['x-frame-options']).toBe('DENY');
      expect(decode(brotli.body, 'br')).toBe(SHELL);

      const gzip = await get(pathname, 'gzip;q=1.0, br;q=0');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(decode(gzip.body, 'gzip')).toBe(SHELL);

      const plain = await get(pathname, '');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString('utf8')).toBe(SHELL);
    }
  });

  it('caches an unhashed file for an hour only', async () => {
    const response = await get('/favicon.svg', 'gzip, br');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body.toString('utf8')).toBe(FAVICON);
  });

  it('sends the service worker, the web app manifests and the list of lessons revalidated on every use, with their types', async () => {
    const worker = await get('/sw.js', 'gzip, br');
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(decode(worker.body, worker.headers['content-encoding'])).toBe(WORKER);

    const manifest = await get('/manifest.zh-TW.webmanifest', '');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(manifest.body.toString('utf8'))).toMatchObject({ name: '理財冒險島' });

    const lessons = await get('/offline-lessons.json', '');
    expect(lessons.headers['content-type']).toMatch(/^application\/json/);
    expect(lessons.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing hashed file with 404, not the app shell', async () => {
    const response = await get('/assets/index-gone0000.js', 'gzip, br');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/html/);
  });
});
