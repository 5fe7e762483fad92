import { describe, expect, it } from 'vitest';
import { chooseLanguage, me, signUp } from '../helpers/auth';
import { adminSignedIn } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';

// A download is read by a person too: its header row is in their language, its columns in the same order.
const t = useTestApp();

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const headerOf = (body: string) => body.split('\r\n')[0];

describe('CSV exports', () => {
  it('the wallet export’s header is in the cleaner’s language, English kept for English', async () => {
    const fr = await signUp(t.app, { role: 'cleaner', locale: 'fr-CA' });
    expect((await me(t.app, fr.cookie)).json().profile.locale).toBe('fr-CA');
    expect(headerOf((await get('/api/v1/me/earnings.csv', fr.cookie)).body)).toBe(
      'Date,Type,État,Description,Montant,Devise',
    );
    const en = await signUp(t.app, { role: 'cleaner' });
    expect(headerOf((await get('/api/v1/me/earnings.csv', en.cookie)).body)).toBe(
      'Date,Type,Status,Description,Amount,Currency',
    );
  });

  it('the statements’ headers are in the cleaner’s language too (decision 077)', async () => {
    const fr = await signUp(t.app, { role: 'cleaner', locale: 'fr-CA' });
    expect(headerOf((await get('/api/v1/me/statements/2025-10.csv', fr.cookie)).body)).toBe(
      'Date,Type,Description,Brut,Frais de plateforme,Gains,Versement,Devise',
    );
    expect(headerOf((await get('/api/v1/me/statements/year/2025.csv', fr.cookie)).body)).toBe(
      'Mois,Ménages,Brut,Frais de plateforme,Gains,Versé,Devise',
    );
    const en = await signUp(t.app, { role: 'cleaner' });
    expect(headerOf((await get('/api/v1/me/statements/year/2025.csv', en.cookie)).body)).toBe(
      'Month,Jobs,Gross,Platform fee,Earnings,Paid out,Currency',
    );
  });

  it('the admin exports’ headers follow the admin’s language', async () => {
    const admin = await adminSignedIn(t.app, t.db);
    await chooseLanguage(t.app, admin.cookie, 'pt-PT');
    expect(headerOf((await get('/api/v1/admin/bookings.csv', admin.cookie)).body)).toBe(
      'ID,Criado em,Data,Hora,Cliente,Profissional,Estado,Pagamento,Total,Moeda',
    );
    expect(headerOf((await get('/api/v1/admin/payouts.csv', admin.cookie)).body)).toBe(
      'ID,Criado em,Profissional,Montante,Moeda,Estado,Marcações',
    );
  });
});
