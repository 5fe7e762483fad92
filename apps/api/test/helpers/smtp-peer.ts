import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './test-app';

/**
 * A real SMTP peer on loopback, what the SMTP adapter talks to in production, and the file's app sending to it:
 * every mail it takes is kept whole (`raw`) with its envelope's recipients.
 */
export function useSmtpPeer() {
  const received: { to: string[]; raw: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  const ref = { received } as { received: typeof received; t: TestApp };
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    ref.t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TRANSPORT: 'smtp' } });
  });
  afterAll(async () => {
    await ref.t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });
  return ref;
}
