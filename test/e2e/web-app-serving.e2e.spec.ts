/**
 * How the all-in-one server sends the built web app (apps/web/dist, built with its .br and .gz
 * twins): a hashed asset compressed as the client accepts and cached for a year, immutable, HEAD
 * included (what `curl -sI` shows); index.html and client-side routes revalidated every time.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { describeWithPostgres } from '@outflow/testing';
import { startOutflowHarness, WEB_DIST, type OutflowHarness } from '../support/outflow-harness';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request: nothing decoded, as curl without --compressed. */
function send(url: string, method: 'GET' | 'HEAD', headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describeWithPostgres('the web app as the all-in-one server sends it', () => {
  let outflow: OutflowHarness;
  let entry: string;
  let entryBytes: Buffer;

  beforeAll(async () => {
    outflow = await startOutflowHarness();
    const html = fs.readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
    entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)![1];
    entryBytes = fs.readFileSync(path.join(WEB_DIST, entry));
  }, 60_000);
  afterAll(() => outflow?.stop());

  it('answers HEAD on a hashed asset with brotli and a year of immutable caching (curl -sI)', async () => {
    expect(entry).toMatch(/^\/assets\/index-[\w-]{8,}\.js$/);
    const head = await send(`${outflow.url}${entry}`, 'HEAD', { 'accept-encoding': 'gzip, deflate, br' });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(head.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(head.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('sends the same file gzipped to a client that takes only gzip, and as it is to one that takes nothing', async () => {
    const gzip = await send(`${outflow.url}${entry}`, 'GET', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(gzip.body).equals(entryBytes)).toBe(true);
    expect(gzip.body.length).toBeLessThan(entryBytes.length / 2);

    const brotli = await send(`${outflow.url}${entry}`, 'GET', { 'accept-encoding': 'br' });
    expect(zlib.brotliDecompressSync(brotli.body).equals(entryBytes)).toBe(true);

    const plain = await send(`${outflow.url}${entry}`, 'GET');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(entryBytes)).toBe(true);
  });

  it('has index.html revalidated on every visit, at / and at a client-side route', async () => {
    for (const route of ['/', '/campaigns/new', '/index.html']) {
      const page = await send(`${outflow.url}${route}`, 'GET');
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body.toString('utf8')).toContain(entry);
    }
  });

  it('answers 404 for an asset that is not there (an old tab after a release), never index.html', async () => {
    const missing = await send(`${outflow.url}/assets/index-00000000.js`, 'GET');
    expect(missing.status).toBe(404);
    expect(missing.body.toString('utf8')).not.toContain('<div id="root">');
    expect((await send(`${outflow.url}/api/no-such-route`, 'GET')).status).toBe(404);
  });

  it("compresses the API's larger JSON answers too", async () => {
    const docs = await send(`${outflow.url}/api/docs-json`, 'GET', { 'accept-encoding': 'gzip' });
    expect(docs.status).toBe(200);
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(docs.body).toString('utf8')).info.title).toBe('Outflow API');
  });
});
