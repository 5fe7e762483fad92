import { mailOutbox } from '@limpa/db';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../helpers/test-app';

const t = useTestApp();

/** What the development outbox page (web: /dev/outbox) reads. */
describe('GET /api/dev/outbox', () => {
  it('answers the sent mails newest first, each with its recipient, subject, time and HTML', async () => {
    await t.db.insert(mailOutbox).values([
      {
        to: 'older@limpa.test',
        subject: 'Older',
        text: 'older',
        html: '<p>older</p>',
        transport: 'local',
        createdAt: new Date('2027-03-09T08:00:00Z'),
      },
      {
        to: 'newer@limpa.test',
        subject: 'Newer',
        text: 'newer',
        html: null,
        transport: 'local',
        createdAt: new Date('2027-03-10T09:30:00Z'),
      },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .map((m: { to: string; subject: string; html: string | null; createdAt: string }) => [
          m.to,
          m.subject,
          m.html,
          m.createdAt,
        ]),
    ).toEqual([
      ['newer@limpa.test', 'Newer', null, '2027-03-10T09:30:00.000Z'],
      ['older@limpa.test', 'Older', '<p>older</p>', '2027-03-09T08:00:00.000Z'],
    ]);
  });

  it('does not exist when mail really leaves (SMTP), even in development', async () => {
    const smtp = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      const res = await smtp.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    } finally {
      await smtp.close();
    }
  });
});
