import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** A multipart/form-data body with one file part, built by hand as a browser would send it. */
export function multipartBody(
  field: string,
  filename: string,
  contentType: string,
  buffer: Buffer,
  extraFields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----limpa-test-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(extraFields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (field) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          `Content-Type: ${contentType}\r\n\r\n`,
      ),
      buffer,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(parts);
  return {
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(payload.length),
    },
  };
}

/** Uploads a small solid-colour PNG as the caller's avatar, as the profile screen does; returns its URL. */
export async function uploadAvatar(
  app: FastifyInstance,
  cookie: string,
  background = { r: 9, g: 9, b: 9 },
): Promise<string> {
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background } })
    .png()
    .toBuffer();
  const { payload, headers } = multipartBody('file', 'me.png', 'image/png', png);
  const res = await app.inject({
    method: 'PUT',
    url: '/api/v1/me/avatar',
    headers: { ...headers, cookie },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().avatarUrl as string;
}
