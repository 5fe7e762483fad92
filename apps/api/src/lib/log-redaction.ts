import type { FastifyRequest } from 'fastify';
import pino from 'pino';

const REDACTED = '[redacted]';

/**
 * Query parameters whose values are secrets: the one-time tokens of e-mailed links (password reset, e-mail
 * verification, unsubscribe), OAuth's `code` and `state` on the Google callback, and any name with "token" in
 * it. Compared decoded, as the query parser reads them (`to%6Ben` is `token`).
 */
const isSecretName = (name: string) =>
  /token|secret|password|signature/i.test(name) || /^(code|state)$/i.test(name);

/** better-auth's reset link carries its token as the path's last segment. */
const SECRET_PATH = /^(.*\/reset-password\/)[^/]+/i;

const decoded = (text: string): string | null => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
};

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const name = decoded(pair.slice(0, eq));
      // A name that cannot be read might be read otherwise by a parser: its value goes too.
      return name === null || isSecretName(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
}

/** A request URL as it may be logged: every secret in its path or query replaced by "[redacted]". */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  // Matched decoded, so a percent-encoded spelling of the path that routes the same is caught too.
  const readable = decoded(path) ?? path;
  const safePath = SECRET_PATH.test(readable) ? readable.replace(SECRET_PATH, `$1${REDACTED}`) : path;
  return q < 0 ? safePath : `${safePath}?${redactQuery(url.slice(q + 1))}`;
}

/** Free text (an error's message or stack) with the secrets of every path in it redacted. */
export const redactUrlsIn = (text: string): string => text.replace(/\/[^\s'"`]*/g, redactUrl);

/**
 * The logger's serializers: Fastify's request line with its URL redacted, and errors whose message or stack
 * quote a URL (a router error names the path it could not read).
 */
export const redactingSerializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: redactUrl(req.url),
    version: String(req.headers?.['accept-version'] ?? '') || undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
  err: (err: Error) => {
    const out = pino.stdSerializers.err(err);
    if (typeof out.message === 'string') out.message = redactUrlsIn(out.message);
    if (typeof out.stack === 'string') out.stack = redactUrlsIn(out.stack);
    return out;
  },
};
