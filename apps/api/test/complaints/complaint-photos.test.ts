import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { COMPLAINT_PHOTOS_MAX } from '@limpa/domain';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { adminSignedIn, cleanerSignedIn, customerWithAddressAndCard } from '../helpers/booking-fixtures';
import { multipartBody } from '../helpers/multipart';
import { useTestApp } from '../helpers/test-app';
import { complain, completedBooking, getAs } from './complaint-fixtures';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'limpa-complaint-photos-'));
const t = useTestApp({ env: { DATA_DIR: dataDir } });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const photo = () =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 20, g: 120, b: 10 } } })
    .withMetadata({ exif: { IFD0: { Make: 'PhoneCo', Model: 'Secret' } } })
    .jpeg()
    .toBuffer();

const upload = (cookie: string, id: string, file: Buffer) => {
  const { payload, headers } = multipartBody('file', 'photo.jpg', 'image/jpeg', file);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${id}/complaint/photos`,
    headers: { ...headers, cookie },
    payload,
  });
};

describe('complaint photos', () => {
  it(`re-encoded without metadata, served to the customer, the cleaner and admins only; at most ${COMPLAINT_PHOTOS_MAX}`, async () => {
    const b = await completedBooking(t.app, t.db);
    expect(expectProblem(await upload(b.customer.cookie, b.id, await photo()), 409).code).toBe(
      'no_complaint',
    );
    await complain(t.app, b.id, b.customer.cookie);
    const added = await upload(b.customer.cookie, b.id, await photo());
    expect(added.statusCode, added.body).toBe(201);
    const { url } = added.json();

    for (const cookie of [b.customer.cookie, b.cleaner.cookie, (await adminSignedIn(t.app, t.db)).cookie]) {
      const served = await getAs(t.app, url, cookie);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1600);
    }
    const stranger = await customerWithAddressAndCard(t.app, t.db);
    expectProblem(await getAs(t.app, url, stranger.cookie), 404);
    expectProblem(await getAs(t.app, url, (await cleanerSignedIn(t.app, t.db)).cookie), 404);
    expectProblem(await upload(stranger.cookie, b.id, await photo()), 404);

    for (let i = 1; i < COMPLAINT_PHOTOS_MAX; i++) {
      expect((await upload(b.customer.cookie, b.id, await photo())).statusCode).toBe(201);
    }
    const over = await upload(b.customer.cookie, b.id, await photo());
    expect(expectProblem(over, 409).code).toBe('complaint_photos_limit');
    const view = (await getAs(t.app, `/api/v1/bookings/${b.id}/complaint`, b.customer.cookie)).json();
    expect(view.complaint.photos).toHaveLength(COMPLAINT_PHOTOS_MAX);
  });

  it('refuses a file that is no image', async () => {
    const b = await completedBooking(t.app, t.db);
    await complain(t.app, b.id, b.customer.cookie);
    const res = await upload(b.customer.cookie, b.id, Buffer.from('not an image at all'));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
