import type { ComplaintPhoto } from '@limpa/contracts';
import { COMPLAINT_PHOTOS_MAX } from '@limpa/domain';
import type { AppContext } from '../../lib/app-context';
import type { AuthContext } from '../../lib/auth-context';
import { readPrivatePhoto, storePrivatePhoto } from '../support/private-photo-store';
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
  const { id } = await storePrivatePhoto(ctx, {
    keyPrefix: `complaints/${complaint.id}`,
    readUpload,
    record: (storageKey) =>
      ctx.db.transaction(async (tx) => {
        const locked = await findComplaint(tx, bookingId, true);
        if (!locked) throw complaintNotFound();
        if (locked.status !== 'open') throw complaintDecided();
        if ((await countComplaintPhotos(tx, locked.id)) >= COMPLAINT_PHOTOS_MAX)
          throw tooManyComplaintPhotos();
        return insertComplaintPhoto(tx, { complaintId: locked.id, storageKey });
      }),
    orphanMessage: 'orphan complaint photo not removed',
  });
  return { id, url: complaintPhotoUrl(bookingId, id) };
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
  return readPrivatePhoto(
    ctx,
    complaint ? await findComplaintPhoto(ctx.db, complaint.id, photoId) : undefined,
  );
}
