import type { SupportPhoto } from '@limpa/contracts';
import { SUPPORT_PHOTOS_MAX } from '@limpa/domain';
import type { AppContext } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { readPrivatePhoto, storePrivatePhoto } from './private-photo-store';
import { supportCaseClosed, supportPhotoUrl } from './support-case-views';
import { caseFor } from './support-conversation';
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
  const { id } = await storePrivatePhoto(ctx, {
    keyPrefix: `support/${caseId}`,
    readUpload,
    record: (storageKey) =>
      ctx.db.transaction(async (tx) => {
        const locked = await caseFor(tx, viewer, caseId, true);
        if (locked.row.status === 'closed') throw supportCaseClosed();
        if ((await countSupportPhotos(tx, caseId)) >= SUPPORT_PHOTOS_MAX) throw tooManyPhotos();
        return insertSupportPhoto(tx, { caseId, storageKey });
      }),
    orphanMessage: 'orphan support photo not removed',
  });
  return { id, url: supportPhotoUrl(caseId, id) };
}

/** A photo's bytes, for the person who asked and admins; anyone else, another case's photo: 404. */
export async function readSupportPhoto(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  viewer: AuthContext,
  caseId: string,
  photoId: string,
): Promise<Buffer> {
  await caseFor(ctx.db, viewer, caseId);
  return readPrivatePhoto(ctx, await findSupportPhoto(ctx.db, caseId, photoId));
}
