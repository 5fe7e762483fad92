import { AVATAR_JPEG_QUALITY, AVATAR_SIZE_PX } from '@limpa/domain';
import sharp from 'sharp';

export type ImageKind = 'jpeg' | 'png' | 'webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type by its leading bytes (magic numbers); the file name and declared type are never trusted. */
export function detectImageKind(buffer: Buffer): ImageKind | null {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpeg';
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    buffer.length >= 12 &&
    buffer.toString('latin1', 0, 4) === 'RIFF' &&
    buffer.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/**
 * Bounds the decoded size so a small, highly compressed file cannot expand into gigabytes of pixels
 * (about 64 megapixels: larger than any phone camera).
 */
const MAX_INPUT_PIXELS = 8192 * 8192;

/**
 * The stored avatar: EXIF orientation applied, centre-cropped to a square, 400×400, JPEG quality 90.
 * sharp writes no metadata unless asked, so EXIF (GPS, camera) never reaches the stored file.
 * Rejects when the bytes cannot be decoded as an image.
 */
export function toAvatarJpeg(input: Buffer): Promise<Buffer> {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'centre' })
    .jpeg({ quality: AVATAR_JPEG_QUALITY })
    .toBuffer();
}
