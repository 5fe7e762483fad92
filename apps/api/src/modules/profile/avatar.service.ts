import { randomUUID } from 'node:crypto';
import { AVATAR_MAX_BYTES } from '@limpa/domain';
import type { AppContext } from '../../lib/app-context';
import { AppError, notFound } from '../../lib/app-error';
import type { Storage } from '../../lib/storage';
import { detectImageKind, toAvatarJpeg } from './avatar-image';
import { lockProfileByUserId, updateProfileByUserId } from './profile.repository';

/** Public URL prefix of stored avatars (served by GET /api/v1/files/avatars/:name). */
export const AVATAR_URL_PREFIX = '/api/v1/files/avatars/';
/** Avatar file names are generated here only: a UUID v4 and `.jpg`. */
const AVATAR_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.jpg$/;

export const invalidFile = () =>
  new AppError(415, 'invalid_file', 'Invalid File', 'Please select an image file.');
export const fileTooLarge = () =>
  new AppError(
    413,
    'file_too_large',
    'File Too Large',
    `Please select an image smaller than ${AVATAR_MAX_BYTES / 1024 / 1024}MB.`,
  ).withDetailVars({ megabytes: AVATAR_MAX_BYTES / 1024 / 1024 });

export const isAvatarName = (name: string) => AVATAR_NAME.test(name);
const avatarKey = (name: string) => `avatars/${name}`;

/** The storage key behind an avatar URL this server issued; null for anything else (e.g. an external URL). */
export function avatarKeyFromUrl(url: string | null): string | null {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return null;
  const name = url.slice(AVATAR_URL_PREFIX.length);
  return isAvatarName(name) ? avatarKey(name) : null;
}

/**
 * Checks the upload by its content (JPEG, PNG or WebP), re-encodes it as a 400×400 JPEG without metadata,
 * stores it under a new server-generated name and points the profile at it. The previous file is removed
 * only after the new URL is committed; a new name per upload is what busts caches.
 */
export async function replaceAvatar(
  ctx: AppContext,
  userId: string,
  upload: Buffer,
): Promise<{ avatarUrl: string }> {
  if (detectImageKind(upload) === null) throw invalidFile();
  let jpeg: Buffer;
  try {
    jpeg = await toAvatarJpeg(upload);
  } catch {
    throw invalidFile();
  }

  const name = `${randomUUID()}.jpg`;
  const key = avatarKey(name);
  const avatarUrl = `${AVATAR_URL_PREFIX}${name}`;
  await ctx.storage.put(key, jpeg, 'image/jpeg');

  let previousUrl: string | null;
  try {
    previousUrl = await ctx.db.transaction(async (tx) => {
      // The lock orders concurrent uploads of one user, so each sees the URL the previous one committed.
      const current = await lockProfileByUserId(tx, userId);
      if (!current) throw notFound('Profile not found.');
      await updateProfileByUserId(tx, userId, { avatarUrl });
      return current.avatarUrl;
    });
  } catch (err) {
    await ctx.storage.delete(key).catch((e) => ctx.log.warn({ err: e, key }, 'orphan avatar not removed'));
    throw err;
  }

  const previousKey = avatarKeyFromUrl(previousUrl);
  if (previousKey && previousKey !== key) {
    await ctx.storage
      .delete(previousKey)
      .catch((err) => ctx.log.warn({ err, key: previousKey }, 'previous avatar not removed'));
  }
  return { avatarUrl };
}

/** The bytes of a stored avatar; 404 for a malformed or unknown name. */
export async function readAvatar(storage: Storage, name: string): Promise<Buffer> {
  if (!isAvatarName(name)) throw notFound();
  const file = await storage.get(avatarKey(name));
  if (!file) throw notFound();
  return file;
}
