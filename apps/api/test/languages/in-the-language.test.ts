import {
  ADDRESS_MESSAGES,
  CLEANER_LIST_MESSAGES,
  LOCALES,
  ONBOARDING_MESSAGES,
  PROFILE_MESSAGES,
  REPORT_MESSAGES,
  TIME_OFF_MESSAGES,
} from '@limpa/contracts';
import { createAddress } from '@limpa/db';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error';
import { ownFieldMessages } from '../../src/lib/field-messages';
import { translate } from '../../src/lib/i18n';
import { localizeProblem } from '../../src/lib/problem-translation';
import { refundTooLarge } from '../../src/modules/booking-payments/refund-booking-payment';
import { portugalAddress } from '../addresses/helpers';
import { expectProblem, me, signUp } from '../helpers/auth';
import { adminSignedIn, pendingBooking } from '../helpers/booking-fixtures';
import { get } from '../helpers/http';
import { useTestApp } from '../helpers/test-app';

/**
 * What a Portuguese or French person meets from the API is in that language: problems' numbers and field
 * messages, names on bookings, the wallet (decision 027).
 */
const t = useTestApp();

const inject = (method: 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, payload: unknown) =>
  t.app.inject({ method, url, headers: { cookie }, payload: payload as object });

/** A person of that role whose profile speaks `locale`. */
async function personIn(locale: string, role: 'customer' | 'cleaner' = 'customer') {
  const { cookie } = await signUp(t.app, { role, locale });
  const userId = (await me(t.app, cookie)).json().user.id as string;
  return { cookie, userId };
}

describe('details with values', () => {
  it('a refund larger than what is left says the amount the language’s way', () => {
    const err = refundTooLarge(1250, 'EUR');
    expect(err.detail).toBe('At most €12.50 can still be refunded on this booking.');
    // Intl puts a no-break space between the amount and the sign.
    expect(localizeProblem(err, 'pt-PT').detail).toBe(
      'Só é possível reembolsar, no máximo, mais 12,50\u00a0€ nesta marcação.',
    );
    expect(localizeProblem(refundTooLarge(1250, 'CAD'), 'fr-CA').detail).toBe(
      'Au plus 12,50\u00a0$ peut encore être remboursé pour cette réservation.',
    );
  });

  it('numbers are written the language’s way, the reference kept', () => {
    const err = new AppError(400, 'invalid_time', 'Invalid Time', 'x').withDetailVars({ min: 0.1, max: 12 });
    expect(localizeProblem(err, 'pt-PT').detail).toBe('Indique um tempo válido entre 0,1 e 12 horas.');
    expect(localizeProblem(err, 'fr-CA').detail).toBe(
      'Veuillez entrer une durée valide entre 0,1 et 12 heures.',
    );
    const internal = new AppError(500, 'internal_error', 'x', 'x').withDetailVars({ reference: 'req-7' });
    expect(localizeProblem(internal, 'fr-CA').detail).toBe("Une erreur s'est produite. Référence : req-7");
  });

  it('an admin refunding too much in French is told the amount left in the booking’s currency', async () => {
    const admin = await adminSignedIn(t.app, t.db);
    expect((await inject('PATCH', '/api/v1/me/profile', admin.cookie, { locale: 'fr-CA' })).statusCode).toBe(
      200,
    );
    const b = await pendingBooking(t.app, t.db);
    const confirmed = await inject('POST', `/api/v1/bookings/${b.id}/confirm`, b.cleaner.cookie, {});
    const { totalAmountCents: total, currency } = confirmed.json().booking as {
      totalAmountCents: number;
      currency: string;
    };
    const res = await inject('POST', `/api/v1/admin/bookings/${b.id}/refunds`, admin.cookie, {
      amountCents: total + 100,
      reason: 'Geste commercial',
    });
    const problem = expectProblem(res, 422, 'Remboursement trop élevé');
    const left = new Intl.NumberFormat('fr-CA', { style: 'currency', currency }).format(total / 100);
    expect(problem.detail).toBe(`Au plus ${left} peut encore être remboursé pour cette réservation.`);
  });

  it('a sixth additional address in Portuguese: the limit with its number', async () => {
    const c = await personIn('pt-PT');
    for (let i = 0; i < 5; i++) await createAddress(t.db, c.userId, { addressType: 'additional' });
    const res = await inject(
      'POST',
      '/api/v1/me/addresses',
      c.cookie,
      portugalAddress({ addressType: 'additional' }),
    );
    expect(expectProblem(res, 422, 'Limite atingido').detail).toBe('Só pode ter até 5 moradas adicionais');
  });

  it('JSON nested too deeply, in Portuguese, says how deep is allowed', async () => {
    const c = await personIn('pt-PT');
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = { a: deep };
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me/profile',
      headers: { cookie: c.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ fullName: deep }),
    });
    expect(expectProblem(res, 400).detail).toBe('O corpo JSON tem mais de 32 níveis.');
  });
});

describe('field messages in errors[]', () => {
  it('English says exactly what the rules say, and every rule message is translated', () => {
    const rules = new Set([
      ...Object.values(ADDRESS_MESSAGES),
      ...Object.values(ONBOARDING_MESSAGES),
      ...Object.values(TIME_OFF_MESSAGES),
      ...Object.values(PROFILE_MESSAGES),
      ...Object.values(CLEANER_LIST_MESSAGES),
      ...Object.values(REPORT_MESSAGES),
    ]);
    const listed = ownFieldMessages();
    expect([...rules].filter((text) => !listed.some(([own]) => own === text))).toEqual([]);
    for (const [text, key, vars] of listed) {
      expect(translate('en', `problems.fields.${key}`, vars), key).toBe(text);
      for (const locale of LOCALES.filter((l) => l !== 'en'))
        expect(translate(locale, `problems.fields.${key}`, vars), `${locale} ${key}`).not.toBe(text);
    }
  });

  it('an address refused in Portuguese: the postal code rule in Portuguese, detail and field', async () => {
    const c = await personIn('pt-PT');
    const res = await inject(
      'POST',
      '/api/v1/me/addresses',
      c.cookie,
      portugalAddress({ postalCode: '11000' }),
    );
    const problem = expectProblem(res, 400, 'Erro de validação');
    const portuguese = 'Introduza um código postal português válido (p. ex. 1000-001)';
    expect(problem.detail).toBe(portuguese);
    expect(problem.errors).toEqual([{ path: 'body.postalCode', message: portuguese }]);
  });

  it('a cleaner’s hourly rate refused in French names the range in French', async () => {
    const c = await personIn('fr-CA', 'cleaner');
    const res = await inject('PUT', '/api/v1/me/onboarding/steps/2', c.cookie, {
      hourlyRate: 30,
      availability: [{ weekday: 1, startTime: '12:00', endTime: '09:00' }],
    });
    const problem = expectProblem(res, 400, 'Erreur de validation');
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        { path: 'body.hourlyRate', message: 'Le taux horaire doit être un nombre entier entre 20 et 25.' },
        { path: 'body.availability.0.endTime', message: "L'heure de fin doit être après l'heure de début." },
      ]),
    );
  });

  it('zod’s own messages and our guards come in the language; English stays as built', async () => {
    const fr = await personIn('fr-CA');
    const refused = expectProblem(
      await inject('PATCH', '/api/v1/me/profile', fr.cookie, { bio: 'Bonjour' }),
      400,
      'Erreur de validation',
    );
    expect(refused.errors).toEqual([
      { path: 'body.bio', message: 'Seuls les préposés peuvent modifier ce champ' },
    ]);
    expect(refused.detail).toBe('body.bio: Seuls les préposés peuvent modifier ce champ');

    const pt = await personIn('pt-PT');
    const unknown = expectProblem(
      await inject('PATCH', '/api/v1/me/profile', pt.cookie, { fullName: 'Rita', nope: 1 }),
      400,
    );
    expect(unknown.errors?.[0]?.message).not.toMatch(/unrecognized|key/i);
    expect(unknown.errors?.[0]?.message).toMatch(/chave|reconhecid/i);

    const en = await personIn('en');
    const english = expectProblem(
      await inject('PATCH', '/api/v1/me/profile', en.cookie, { bio: 'Hello' }),
      400,
      'Validation Error',
    );
    expect(english.errors).toEqual([{ path: 'body.bio', message: 'Only cleaners can set this field' }]);
  });
});

describe('a booking’s service and add-on names', () => {
  it('come in each viewer’s language, English kept for English viewers', async () => {
    const catalogue = (language: string) =>
      t.app
        .inject({ method: 'GET', url: '/api/v1/add-ons', headers: { 'accept-language': language } })
        .then((res) => res.json() as { id: string; name: string }[]);
    const [english] = await catalogue('en');
    const b = await pendingBooking(t.app, t.db, '4242424242424242', { addOnIds: [english!.id] });
    const read = (cookie: string) => get(t.app, cookie, `/api/v1/bookings/${b.id}`).then((r) => r.json());

    expect(await read(b.customer.cookie)).toMatchObject({
      // A booking that names no service is the default one, House Cleaning, by its catalogue name.
      serviceName: 'Regular House Cleaning',
      addOns: [{ id: english!.id, name: english!.name }],
    });
    await inject('PATCH', '/api/v1/me/profile', b.customer.cookie, { locale: 'pt-PT' });
    const portuguese = (await catalogue('pt-PT')).find((a) => a.id === english!.id)!;
    expect(portuguese.name).not.toBe(english!.name);
    expect(await read(b.customer.cookie)).toMatchObject({
      serviceName: 'Limpeza regular da casa',
      addOns: [{ id: english!.id, name: portuguese.name }],
    });

    await inject('PATCH', '/api/v1/me/profile', b.cleaner.cookie, { locale: 'fr-CA' });
    const french = (await catalogue('fr-CA')).find((a) => a.id === english!.id)!;
    const list = await get(t.app, b.cleaner.cookie, '/api/v1/bookings?as=cleaner');
    expect(list.json().items).toEqual([
      expect.objectContaining({
        serviceName: 'Ménage régulier',
        addOns: [expect.objectContaining({ name: french.name })],
      }),
    ]);
  });
});

describe('the wallet', () => {
  it('describes a job in the cleaner’s language', async () => {
    const b = await pendingBooking(t.app, t.db);
    await inject('POST', `/api/v1/bookings/${b.id}/confirm`, b.cleaner.cookie, {});
    await inject('PATCH', '/api/v1/me/profile', b.cleaner.cookie, { locale: 'pt-PT' });
    const wallet = await get(t.app, b.cleaner.cookie, '/api/v1/me/earnings');
    expect(wallet.json().transactions).toEqual([
      expect.objectContaining({
        bookingId: b.id,
        description: expect.stringMatching(/^Limpeza regular da casa \(/),
      }),
    ]);
  });
});
