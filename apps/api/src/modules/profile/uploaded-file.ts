import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error';
import { fileTooLarge } from './avatar.service';

/**
 * Reads the one multipart file of field `file` into memory (at most the 10 MB limit set in app.ts): an avatar,
 * a help-desk photo.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  return (await readUploadedNamedFile(request)).buffer;
}

/** The same, with the file's name as the sender's device gave it (a cleaner's document shows it). */
export async function readUploadedNamedFile(
  request: FastifyRequest,
): Promise<{ buffer: Buffer; fileName: string | undefined }> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'unsupported_media_type',
      'Unsupported Media Type',
      'Send the image as multipart/form-data in the field "file".',
    );
  }
  try {
    const part = await request.file({ throwFileSizeLimit: false });
    if (part?.fieldname !== 'file') {
      part?.file.resume();
      throw badRequest('Missing File', 'Please select an image file.', 'missing_file');
    }
    const buffer = await part.toBuffer();
    // The multipart limit truncates a larger file rather than failing: the flag tells.
    if (part.file.truncated) throw fileTooLarge();
    return { buffer, fileName: part.filename };
  } catch (err) {
    // The multipart parser throws plain errors for a body it cannot read (no boundary, cut short): a 400.
    if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
    throw badRequest(
      'Bad Request',
      'The upload could not be read as multipart/form-data.',
      'malformed_multipart',
    );
  }
}
