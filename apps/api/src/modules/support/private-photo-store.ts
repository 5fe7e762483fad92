import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../lib/app-context';
import { notFound } from '../../lib/app-error';
import { invalidFile } from '../profile/avatar.service';
import { detectImageKind } from '../profile/avatar-image';
import { toSupportPhotoJpeg } from './support-photo-image';

/**
 * The part of adding a private photo (a help-desk case's or a complaint's, decision 067) that does not depend on
 * what it belongs to: the upload is read only now (the caller has checked access first, so someone else's case
 * is a 404 whatever they send), checked by content and re-encoded (no metadata), stored under a server-made key
 * below `keyPrefix`, then `record`ed (under the owner's row lock, where the caller checks state and limit again).
 * A refused or failed record removes the stored file.
 */
export async function storePrivatePhoto<T>(
  ctx: Pick<AppContext, 'storage' | 'log'>,
  photo: {
    keyPrefix: string;
    readUpload: () => Promise<Buffer>;
    record: (storageKey: string) => Promise<T>;
    /** Logged when removing the file of a failed record fails. */
    orphanMessage: string;
  },
): Promise<T> {
  const upload = await photo.readUpload();
  if (detectImageKind(upload) === null) throw invalidFile();
  let jpeg: Buffer;
  try {
    jpeg = await toSupportPhotoJpeg(upload);
  } catch {
    throw invalidFile();
  }

  const storageKey = `${photo.keyPrefix}/${randomUUID()}.jpg`;
  await ctx.storage.put(storageKey, jpeg, 'image/jpeg');
  try {
    return await photo.record(storageKey);
  } catch (err) {
    await ctx.storage
      .delete(storageKey)
      .catch((e) => ctx.log.warn({ err: e, key: storageKey }, photo.orphanMessage));
    throw err;
  }
}

/** A recorded photo's bytes; no such photo (or its file gone) is a 404, as someone else's would be. */
export async function readPrivatePhoto(
  ctx: Pick<AppContext, 'storage'>,
  photo: { storageKey: string } | undefined,
): Promise<Buffer> {
  const file = photo ? await ctx.storage.get(photo.storageKey) : null;
  if (!file) throw notFound();
  return file;
}
