// Compressed answers: the web app's files as precompressed at build (.br/.gz beside each), API JSON on the fly.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app';

const script = `console.log(${JSON.stringify('limpa '.repeat(500))});\n`;
const html = `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
let webDist: string;
let t: TestApp;

/** Writes a file with its .br and .gz copies, as the web build does. */
async function writeWithCopies(file: string, body: string) {
  await writeFile(file, body);
  await writeFile(`${file}.br`, brotliCompressSync(body));
  await writeFile(`${file}.gz`, gzipSync(body));
}

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'limpa-web-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeWithCopies(path.join(webDist, 'index.html'), html);
  await writeWithCopies(path.join(webDist, 'assets', 'index-abc123.js'), script);
  await writeWithCopies(path.join(webDist, 'sw.js'), script);
  t = await buildTestApp({ env: { WEB_DIST: webDist } });
});

afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('precompressed web files', () => {
  it('sends the brotli copy of a hashed script to a browser that accepts it, cached for a year', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy when brotli is not accepted, and the plain file when nothing is', async () => {
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('compresses the app page of any screen and the service worker, which are never cached', async () => {
    const page = await get('/customer/dashboard', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(html);

    const worker = await get('/sw.js', 'br');
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['cache-control']).toBe('no-cache');
  });
});

describe('API JSON', () => {
  it('compresses an answer above 1 KB for a client that accepts it', async () => {
    const res = await get('/api/docs/json', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const body = brotliDecompressSync(res.rawPayload).toString();
    expect(body.length).toBeGreaterThan(1024);
    expect(JSON.parse(body)).toHaveProperty('openapi');
  });

  it('leaves small answers, and clients that accept no encoding, uncompressed', async () => {
    const small = await get('/api/health', 'br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();

    const identity = await get('/api/docs/json');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(identity.body)).toHaveProperty('openapi');
  });
});
