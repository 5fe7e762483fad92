import { randomUUID } from 'node:crypto';
import type { ComplaintPhoto } from '@limpa/contracts';
import { COMPLAINT_PHOTOS_MAX } from '@limpa/domain';
import type { AppContext } from '../../lib/app-context';
import { notFound } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { invalidFile } from '../profile/avatar.service';
import { detectImageKind } from '../profile/avatar-image';
import { toSupportPhotoJpeg } from '../support/support-photo-image';
import { complaintBookingFor } from './complaint-access';
import {
  complaintDecided,
  complaintNotFound,
  complaintPhotoUrl,
  tooManyComplaintPhotos,
} from './complaint-views';
import {
  countComplaintPhotos,
  findComplaint,
  findComplaintPhoto,
  insertComplaintPhoto,
} from './complaints.repository';

/**
 * The customer adds a photo to their open complaint, the help desk's way (decision 067): the complaint is checked
 * before the upload is read (someone else's booking is a 404 whatever they send); the image is checked by content
 * and re-encoded (no metadata) by the help desk's encoder, stored under a server-made key, then recorded under
 * the complaint's row lock, where its state and COMPLAINT_PHOTOS_MAX are checked again. A refused or failed
 * record removes the stored file.
 */
export async function addComplaintPhoto(
  ctx: Pick<AppContext, 'db' | 'storage' | 'log'>,
  customer: AuthContext,
  bookingId: string,
  readUpload: () => Promise<Buffer>,
): Promise<ComplaintPhoto> {
  await complaintBookingFor(ctx.db, customer, bookingId, ['customer']);
  const complaint = await findComplaint(ctx.db, bookingId);
  if (!complaint) throw complaintNotFound();
  if (complaint.status !== 'open') throw complaintDecided();
  if ((await countComplaintPhotos(ctx.db, complaint.id)) >= COMPLAINT_PHOTOS_MAX)
    throw tooManyComplaintPhotos();
  const upload = await readUpload();
  if (detectImageKind(upload) === null) throw invalidFile();
  let jpeg: Buffer;
  try {
    jpeg = await toSupportPhotoJpeg(upload);
  } catch {
    throw invalidFile();
  }

  const storageKey = `complaints/${complaint.id}/${randomUUID()}.jpg`;
  await ctx.storage.put(storageKey, jpeg, 'image/jpeg');
  try {
    const { id } = await ctx.db.transaction(async (tx) => {
      const locked = await findComplaint(tx, bookingId, true);
      if (!locked) throw complaintNotFound();
      if (locked.status !== 'open') throw complaintDecided();
      if ((await countComplaintPhotos(tx, locked.id)) >= COMPLAINT_PHOTOS_MAX) throw tooManyComplaintPhotos();
      return insertComplaintPhoto(tx, { complaintId: locked.id, storageKey });
    });
    return { id, url: complaintPhotoUrl(bookingId, id) };
  } catch (err) {
    await ctx.storage
      .delete(storageKey)
      .catch((e) => ctx.log.warn({ err: e, key: storageKey }, 'orphan complaint photo not removed'));
    throw err;
  }
}

/** A photo's bytes, for the booking's customer and cleaner and for admins; anyone else, another photo: 404. */
export async function readComplaintPhoto(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  viewer: AuthContext,
  bookingId: string,
  photoId: string,
): Promise<Buffer> {
  await complaintBookingFor(ctx.db, viewer, bookingId, ['customer', 'cleaner', 'admin']);
  const complaint = await findComplaint(ctx.db, bookingId);
  const photo = complaint ? await findComplaintPhoto(ctx.db, complaint.id, photoId) : undefined;
  const file = photo ? await ctx.storage.get(photo.storageKey) : null;
  if (!file) throw notFound();
  return file;
}
