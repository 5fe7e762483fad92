import { AVATAR_JPEG_QUALITY, SUPPORT_PHOTO_MAX_PX } from '@limpa/domain';
import sharp from 'sharp';

/** As for avatars: a small, highly compressed file must not decode into gigabytes of pixels (~64 megapixels). */
const MAX_INPUT_PIXELS = 8192 * 8192;

/**
 * A help-desk photo as stored: EXIF orientation applied, at most SUPPORT_PHOTO_MAX_PX on its longer side (never
 * enlarged, never cropped: the whole picture is the evidence), JPEG at the avatars' quality. sharp writes no
 * metadata unless asked, so EXIF (GPS, camera) never reaches the stored file. Rejects bytes that are no image.
 */
export function toSupportPhotoJpeg(input: Buffer): Promise<Buffer> {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(SUPPORT_PHOTO_MAX_PX, SUPPORT_PHOTO_MAX_PX, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: AVATAR_JPEG_QUALITY })
    .toBuffer();
}
