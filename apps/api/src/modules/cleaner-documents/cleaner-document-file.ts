import { CLEANER_DOCUMENT_MAX_BYTES, CLEANER_DOCUMENT_MAX_PX } from '@limpa/domain';
import sharp from 'sharp';
import { detectImageKind } from '../profile/avatar-image';
import { documentInvalidFile, documentTooLarge } from './cleaner-documents.errors';

/** As for avatars: a small, highly compressed file must not decode into gigabytes of pixels (~64 megapixels). */
const MAX_INPUT_PIXELS = 8192 * 8192;
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

export interface StoredDocumentFile {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'application/pdf';
}

/**
 * What is stored of an upload, judged by its bytes (the declared type and name are never trusted): a PDF is kept
 * as sent; an image is re-encoded as a JPEG, orientation applied and at most CLEANER_DOCUMENT_MAX_PX on its
 * longer side, which drops its metadata (sharp writes none unless asked). Anything else is refused.
 */
export async function toStoredDocumentFile(upload: Buffer): Promise<StoredDocumentFile> {
  if (upload.length > CLEANER_DOCUMENT_MAX_BYTES) throw documentTooLarge();
  if (upload.length > PDF_MAGIC.length && upload.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    return { bytes: upload, contentType: 'application/pdf' };
  }
  if (detectImageKind(upload) === null) throw documentInvalidFile();
  try {
    const bytes = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(CLEANER_DOCUMENT_MAX_PX, CLEANER_DOCUMENT_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
    return { bytes, contentType: 'image/jpeg' };
  } catch {
    throw documentInvalidFile();
  }
}

/**
 * The name shown to the cleaner and the admin, from what the device called the file: path parts and control
 * characters dropped, bounded; never used as a storage key. The stored type decides the extension a download
 * gets, so an image re-encoded as JPEG is not offered as `.png`.
 */
export function shownFileName(declared: string | undefined, contentType: StoredDocumentFile['contentType']) {
  const base = (declared ?? '').split(/[\\/]/).pop() ?? '';
  // Control characters (below U+0020, and DEL) and quotes would break a header or a line of text.
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && c !== '"')
    .join('')
    .trim()
    .slice(0, 120);
  const stem = clean.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'document';
  return `${stem}.${contentType === 'application/pdf' ? 'pdf' : 'jpg'}`;
}
