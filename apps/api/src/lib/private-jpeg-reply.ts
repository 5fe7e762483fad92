import type { FastifyReply } from 'fastify';

/**
 * Sends a stored private photo (help-desk and complaint photos): typed as a JPEG and never sniffed as anything
 * else, since the bytes came from a person; private: never kept by a shared cache, and only as long as a page
 * shows it.
 */
export function sendPrivateJpeg(reply: FastifyReply, file: Buffer) {
  return reply
    .header('content-type', 'image/jpeg')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=300')
    .send(file);
}
