import { randomUUID } from 'node:crypto';
import type { SupportPhoto } from '@limpa/contracts';
import { SUPPORT_PHOTOS_MAX } from '@limpa/domain';
import type { AppContext } from '../../lib/app-context';
import { AppError, notFound } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { invalidFile } from '../profile/avatar.service';
import { detectImageKind } from '../profile/avatar-image';
import { supportCaseClosed, supportPhotoUrl } from './support-case-views';
import { caseFor } from './support-conversation';
import { toSupportPhotoJpeg } from './support-photo-image';
import { countSupportPhotos, findSupportPhoto, insertSupportPhoto } from './support-photos.repository';

const tooManyPhotos = () =>
  new AppError(
    409,
    'support_photos_limit',
    'Too Many Photos',
    `A request can carry up to ${SUPPORT_PHOTOS_MAX} photos.`,
  ).withDetailVars({ max: SUPPORT_PHOTOS_MAX });

/**
 * Adds a photo to an open case the viewer may write in (decision 067). The case is checked before the upload is
 * read (someone else's case is a 404 whatever they send); the image is checked by content, re-encoded (no
 * metadata), stored under a server-made key, then recorded under the case's row lock, where the closed state and
 * the limit are checked again, so concurrent uploads cannot pass SUPPORT_PHOTOS_MAX. A refused or failed record
 * removes the stored file.
 */
export async function addSupportPhoto(
  ctx: Pick<AppContext, 'db' | 'storage' | 'log'>,
  viewer: AuthContext,
  caseId: string,
  readUpload: () => Promise<Buffer>,
): Promise<SupportPhoto> {
  const found = await caseFor(ctx.db, viewer, caseId);
  if (found.row.status === 'closed') throw supportCaseClosed();
  if ((await countSupportPhotos(ctx.db, caseId)) >= SUPPORT_PHOTOS_MAX) throw tooManyPhotos();
  const upload = await readUpload();
  if (detectImageKind(upload) === null) throw invalidFile();
  let jpeg: Buffer;
  try {
    jpeg = await toSupportPhotoJpeg(upload);
  } catch {
    throw invalidFile();
  }

  const storageKey = `support/${caseId}/${randomUUID()}.jpg`;
  await ctx.storage.put(storageKey, jpeg, 'image/jpeg');
  try {
    const { id } = await ctx.db.transaction(async (tx) => {
      const locked = await caseFor(tx, viewer, caseId, true);
      if (locked.row.status === 'closed') throw supportCaseClosed();
      if ((await countSupportPhotos(tx, caseId)) >= SUPPORT_PHOTOS_MAX) throw tooManyPhotos();
      return insertSupportPhoto(tx, { caseId, storageKey });
    });
    return { id, url: supportPhotoUrl(caseId, id) };
  } catch (err) {
    await ctx.storage
      .delete(storageKey)
      .catch((e) => ctx.log.warn({ err: e, key: storageKey }, 'orphan support photo not removed'));
    throw err;
  }
}

/** A photo's bytes, for the person who asked and admins; anyone else, another case's photo: 404. */
export async function readSupportPhoto(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  viewer: AuthContext,
  caseId: string,
  photoId: string,
): Promise<Buffer> {
  await caseFor(ctx.db, viewer, caseId);
  const photo = await findSupportPhoto(ctx.db, caseId, photoId);
  const file = photo ? await ctx.storage.get(photo.storageKey) : null;
  if (!file) throw notFound();
  return file;
}
