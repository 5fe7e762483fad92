import { mkdtempSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { profiles } from '@limpa/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, me, signUp } from '../helpers/auth';
import { multipartBody } from '../helpers/multipart';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'limpa-avatar-test-'));
const avatarsDir = path.join(dataDir, 'uploads', 'avatars');
beforeAll(async () => {
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const AVATAR_URL =
  /^\/api\/v1\/files\/avatars\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.jpg$/;
const RED = { r: 255, g: 0, b: 0 };
const GREEN = { r: 0, g: 255, b: 0 };
const BLUE = { r: 0, g: 0, b: 255 };

async function signedIn(role: 'customer' | 'cleaner' = 'customer') {
  const { cookie } = await signUp(t.app, { role });
  return { cookie, userId: (await me(t.app, cookie)).json().user.id as string };
}

const avatarUrlOf = async (userId: string) =>
  (await t.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]!.avatarUrl;

const storedFiles = () => {
  try {
    return readdirSync(avatarsDir).sort();
  } catch {
    return [];
  }
};

/** PUT /me/avatar with a multipart body, as the signed-in person (or nobody, without a cookie). */
function putAvatar(cookie: string | undefined, { payload, headers }: ReturnType<typeof multipartBody>) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/v1/me/avatar',
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

function upload(cookie: string | undefined, filename: string, contentType: string, buffer: Buffer) {
  return putAvatar(cookie, multipartBody('file', filename, contentType, buffer));
}

const solid = (background: typeof RED, width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background } });

/** An image of vertical colour bands, left to right. */
function bands(colours: { r: number; g: number; b: number }[], bandWidth: number, height: number) {
  return sharp({
    create: { width: bandWidth * colours.length, height, channels: 3, background: colours[0]! },
  }).composite(
    colours.slice(1).map((c, i) => ({
      input: { create: { width: bandWidth, height, channels: 3 as const, background: c } },
      left: bandWidth * (i + 1),
      top: 0,
    })),
  );
}

/** The colour of one pixel of a decoded image. */
async function pixel(buffer: Buffer, x: number, y: number) {
  const { data, info } = await sharp(buffer).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
}

function expectColour(actual: { r: number; g: number; b: number }, expected: typeof RED) {
  for (const channel of ['r', 'g', 'b'] as const) {
    expect(Math.abs(actual[channel] - expected[channel]), JSON.stringify(actual)).toBeLessThan(40);
  }
}

const getFile = (url: string) => t.app.inject({ method: 'GET', url });

describe('PUT /api/v1/me/avatar', () => {
  it('answers 401 to a signed-out caller', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: RED } })
      .png()
      .toBuffer();
    expectProblem(await upload(undefined, 'a.png', 'image/png', png), 401);
  });

  it('accepts a PNG by its content even when named photo.jpg, stores a 400×400 JPEG without metadata', async () => {
    const { cookie, userId } = await signedIn();
    const png = await sharp({ create: { width: 640, height: 640, channels: 4, background: BLUE } })
      .png()
      .toBuffer();
    const res = await upload(cookie, 'photo.jpg', 'image/jpeg', png);
    expect(res.statusCode, res.body).toBe(200);
    const { avatarUrl } = res.json();
    expect(avatarUrl).toMatch(AVATAR_URL);
    expect(avatarUrl).not.toContain('photo');
    expect(await avatarUrlOf(userId)).toBe(avatarUrl);
    expect((await me(t.app, cookie)).json().profile.avatarUrl).toBe(avatarUrl);

    const served = await getFile(avatarUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expectColour(await pixel(served.rawPayload, 200, 200), BLUE);
    // The stored file is the served file, under a server-generated name.
    expect(storedFiles()).toContain(avatarUrl.split('/').pop());
  });

  it('centre-crops a non-square image to 400×400', async () => {
    const { cookie } = await signedIn('cleaner');
    const wide = await bands([RED, GREEN, BLUE], 400, 400).png().toBuffer(); // 1200×400
    const res = await upload(cookie, 'wide.png', 'image/png', wide);
    expect(res.statusCode, res.body).toBe(200);
    const served = (await getFile(res.json().avatarUrl)).rawPayload;
    expect(await sharp(served).metadata()).toMatchObject({ width: 400, height: 400, format: 'jpeg' });
    // Only the centre band survives.
    for (const [x, y] of [
      [5, 5],
      [394, 5],
      [200, 200],
      [5, 394],
      [394, 394],
    ] as const) {
      expectColour(await pixel(served, x, y), GREEN);
    }
  });

  it('applies the EXIF orientation and drops the EXIF data (GPS, camera) from a JPEG', async () => {
    const { cookie } = await signedIn();
    // Stored 800×400 (red left, blue right) with orientation 6: displayed rotated 90° clockwise, red on top.
    const jpeg = await bands([RED, BLUE], 400, 400)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'SecretCam', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(cookie, 'IMG_0001.JPG', 'image/jpeg', jpeg);
    expect(res.statusCode, res.body).toBe(200);
    const served = (await getFile(res.json().avatarUrl)).rawPayload;
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.includes(Buffer.from('SecretCam'))).toBe(false);
    expectColour(await pixel(served, 200, 20), RED);
    expectColour(await pixel(served, 200, 380), BLUE);
  });

  it('accepts a WebP image', async () => {
    const { cookie } = await signedIn();
    const webp = await sharp({ create: { width: 300, height: 500, channels: 3, background: GREEN } })
      .webp()
      .toBuffer();
    const res = await upload(cookie, 'me', 'application/octet-stream', webp);
    expect(res.statusCode, res.body).toBe(200);
    const meta = await sharp((await getFile(res.json().avatarUrl)).rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
  });

  it.each([
    [
      'HTML labelled image/png',
      'avatar.png',
      'image/png',
      async () => Buffer.from('<!doctype html><p>hi</p>'),
    ],
    // The next three are images sharp can decode, but not one of the accepted types.
    [
      'an SVG labelled image/png',
      'avatar.png',
      'image/png',
      async () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="50" height="50"><rect width="50" height="50" fill="red"/></svg>',
        ),
    ],
    ['a GIF', 'avatar.gif', 'image/gif', async () => solid(RED, 50, 50).gif().toBuffer()],
    [
      'a TIFF labelled image/jpeg',
      'avatar.jpg',
      'image/jpeg',
      async () => solid(RED, 50, 50).tiff().toBuffer(),
    ],
    ['an empty file', 'avatar.jpg', 'image/jpeg', async () => Buffer.alloc(0)],
    [
      'PNG magic bytes followed by garbage',
      'avatar.png',
      'image/png',
      async () =>
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 7)]),
    ],
    [
      'a truncated JPEG',
      'avatar.jpg',
      'image/jpeg',
      async () => (await solid(RED, 200, 200).jpeg().toBuffer()).subarray(0, 40),
    ],
  ])('refuses %s with 415 "Invalid File" and keeps the avatar', async (_label, filename, type, make) => {
    const content = await make();
    const { cookie, userId } = await signedIn();
    const before = await avatarUrlOf(userId);
    const filesBefore = storedFiles();
    const body = expectProblem(await upload(cookie, filename, type, content), 415, 'Invalid File');
    expect(body.detail).toBe('Please select an image file.');
    expect(await avatarUrlOf(userId)).toBe(before);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('refuses an 11 MB upload with 413 "File Too Large" and keeps the avatar', async () => {
    const { cookie, userId } = await signedIn();
    const first = await upload(
      cookie,
      'a.png',
      'image/png',
      await sharp({ create: { width: 50, height: 50, channels: 3, background: RED } })
        .png()
        .toBuffer(),
    );
    expect(first.statusCode, first.body).toBe(200);
    const filesBefore = storedFiles();
    const big = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(11 * 1024 * 1024),
    ]);
    const body = expectProblem(await upload(cookie, 'big.png', 'image/png', big), 413, 'File Too Large');
    expect(body.detail).toBe('Please select an image smaller than 10MB.');
    expect(await avatarUrlOf(userId)).toBe(first.json().avatarUrl);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('answers 400 when the form has no file, or the file is in another field', async () => {
    const { cookie, userId } = await signedIn();
    const noFile = multipartBody('', '', '', Buffer.alloc(0), { name: 'value' });
    expectProblem(await putAvatar(cookie, noFile), 400, 'Missing File');
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: RED } })
      .png()
      .toBuffer();
    const otherField = multipartBody('image', 'a.png', 'image/png', png);
    expectProblem(await putAvatar(cookie, otherField), 400, 'Missing File');
    expect(await avatarUrlOf(userId)).toBeNull();
  });

  it('answers 415 to a body that is not multipart', async () => {
    const { cookie } = await signedIn();
    expectProblem(
      await t.app.inject({
        method: 'PUT',
        url: '/api/v1/me/avatar',
        headers: { cookie },
        payload: { file: 'data:image/png;base64,AAAA' },
      }),
      415,
    );
  });

  it('gives each upload a new URL and removes the previous file', async () => {
    const { cookie, userId } = await signedIn();
    const image = (background: typeof RED) =>
      sharp({ create: { width: 100, height: 100, channels: 3, background } })
        .png()
        .toBuffer();
    const first = (await upload(cookie, 'a.png', 'image/png', await image(RED))).json().avatarUrl as string;
    const second = (await upload(cookie, 'a.png', 'image/png', await image(BLUE))).json().avatarUrl as string;
    expect(second).toMatch(AVATAR_URL);
    expect(second).not.toBe(first);
    expect(await avatarUrlOf(userId)).toBe(second);
    expect(storedFiles()).not.toContain(first.split('/').pop());
    expect(storedFiles()).toContain(second.split('/').pop());
    expectProblem(await getFile(first), 404);
    expectColour(await pixel((await getFile(second)).rawPayload, 50, 50), BLUE);
  });

  it('keeps exactly one file when two uploads race', async () => {
    const { cookie, userId } = await signedIn();
    const png = await sharp({ create: { width: 100, height: 100, channels: 3, background: GREEN } })
      .png()
      .toBuffer();
    const results = await Promise.all([
      upload(cookie, 'a.png', 'image/png', png),
      upload(cookie, 'b.png', 'image/png', png),
    ]);
    const urls = results.map((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json().avatarUrl as string;
    });
    const current = await avatarUrlOf(userId);
    expect(urls).toContain(current);
    const loser = urls.find((u) => u !== current)!;
    expect(storedFiles()).toContain(current!.split('/').pop());
    expect(storedFiles()).not.toContain(loser.split('/').pop());
  });
});

describe('GET /api/v1/files/avatars/:name', () => {
  it.each([
    'not-a-uuid.jpg',
    '00000000-0000-4000-8000-000000000000.jpg',
    '00000000-0000-4000-8000-000000000000.png',
    'ABCDEF00-0000-4000-8000-000000000000.jpg',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '..%2Fpostgres%2Fpostgresql.conf',
    '%2E%2E',
  ])('answers 404 for %s', async (name) => {
    expectProblem(await getFile(`/api/v1/files/avatars/${name}`), 404);
  });

  it('does not serve anything outside the avatars folder', async () => {
    expectProblem(await getFile('/api/v1/files/avatars/../../../etc/passwd'), 404);
  });
});
