import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { supportPhotos } from '@limpa/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { adminSignedIn, customerWithAddressAndCard } from '../helpers/booking-fixtures';
import { multipartBody } from '../helpers/multipart';
import { useTestApp } from '../helpers/test-app';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'limpa-support-photos-'));
const t = useTestApp({ env: { DATA_DIR: dataDir } });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const CASES = '/api/v1/support/cases';

/** A photo as a phone takes it: larger than stored, with EXIF that must not be kept. */
const photo = () =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 10, b: 10 } } })
    .withMetadata({ exif: { IFD0: { Make: 'PhoneCo', Model: 'Secret' } } })
    .jpeg()
    .toBuffer();

async function openCase(cookie: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: CASES,
    headers: { cookie },
    payload: { topic: 'safety', body: 'The door was left open.' },
  });
  return res.json().id as string;
}

const upload = (cookie: string, id: string, file: Buffer, type = 'image/jpeg') => {
  const { payload, headers } = multipartBody('file', 'photo.jpg', type, file);
  return t.app.inject({
    method: 'POST',
    url: `${CASES}/${id}/photos`,
    headers: { ...headers, cookie },
    payload,
  });
};
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('help-desk photos', () => {
  it('stores a photo re-encoded without its metadata, shown to the person and admins only', async () => {
    const customer = await customerWithAddressAndCard(t.app, t.db);
    const id = await openCase(customer.cookie);
    const added = await upload(customer.cookie, id, await photo());
    expect(added.statusCode, added.body).toBe(201);
    const { url } = added.json();
    expect(url).toBe(`${CASES}/${id}/photos/${added.json().id}`);

    const detail = (await get(`${CASES}/${id}`, customer.cookie)).json();
    expect(detail.photos).toEqual([{ id: added.json().id, url }]);

    const served = await get(url, customer.cookie);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toMatch(/^private/);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 800]);
    expect(meta.exif).toBeUndefined();

    const admin = await adminSignedIn(t.app, t.db);
    expect((await get(url, admin.cookie)).statusCode).toBe(200);
    const other = await customerWithAddressAndCard(t.app, t.db);
    expectProblem(await get(url, other.cookie), 404);
    expectProblem(await upload(other.cookie, id, await photo()), 404);
    // Another case's id with this photo's: 404, as for an unknown photo.
    const otherCase = await openCase(other.cookie);
    expectProblem(await get(`${CASES}/${otherCase}/photos/${added.json().id}`, other.cookie), 404);
  });

  it('takes three photos at most, and none on a closed case or that is not an image, storing nothing then', async () => {
    const customer = await customerWithAddressAndCard(t.app, t.db);
    const id = await openCase(customer.cookie);
    expectProblem(await upload(customer.cookie, id, Buffer.from('not an image'), 'image/png'), 415);
    for (let i = 0; i < 3; i += 1)
      expect((await upload(customer.cookie, id, await photo())).statusCode).toBe(201);
    const fourth = await upload(customer.cookie, id, await photo());
    expect(expectProblem(fourth, 409, 'Too Many Photos')).toMatchObject({
      code: 'support_photos_limit',
      detail: 'A request can carry up to 3 photos.',
    });

    const second = await openCase(customer.cookie);
    const admin = await adminSignedIn(t.app, t.db);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/support/cases/${second}/close`,
      headers: { cookie: admin.cookie },
    });
    expectProblem(await upload(customer.cookie, second, await photo()), 409, 'Request Closed');
    const rows = await t.db.select().from(supportPhotos).where(eq(supportPhotos.caseId, id));
    expect(rows).toHaveLength(3);
    expect(await t.db.select().from(supportPhotos).where(eq(supportPhotos.caseId, second))).toEqual([]);
  });

  it("lists a case's photos in the person's data export, each with the address its owner downloads it from", async () => {
    const customer = await customerWithAddressAndCard(t.app, t.db);
    const id = await openCase(customer.cookie);
    const first = (await upload(customer.cookie, id, await photo())).json();
    const second = (await upload(customer.cookie, id, await photo())).json();
    const data = (await get('/api/v1/me/export', customer.cookie)).json();
    const exported = data.supportCases.find((c: { id: string }) => c.id === id);
    expect(exported.photos.map((p: { id: string; url: string }) => [p.id, p.url])).toEqual([
      [first.id, first.url],
      [second.id, second.url],
    ]);
    expect((await get(exported.photos[0].url, customer.cookie)).statusCode).toBe(200);
    // Another person's export holds none of them.
    const other = await customerWithAddressAndCard(t.app, t.db);
    expect((await get('/api/v1/me/export', other.cookie)).json().supportCases).toEqual([]);
  });

  it('never lets concurrent uploads pass the limit', async () => {
    const customer = await customerWithAddressAndCard(t.app, t.db);
    const id = await openCase(customer.cookie);
    const file = await photo();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => upload(customer.cookie, id, file)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(2);
    expect(await t.db.select().from(supportPhotos).where(eq(supportPhotos.caseId, id))).toHaveLength(3);
  });
});
