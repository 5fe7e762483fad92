// The help page's prices are the catalogue's: an admin's new House Cleaning price is what the FAQ says, in every
// language, and the overtime fee is the domain's, per currency.
import { services } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, send, signedInAdmin } from '../admin/helpers';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

/** The FAQ's answers in one language, as one text with plain spaces (Intl writes no-break spaces). */
async function answers(language: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/faq',
    headers: { 'accept-language': language },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { answer: string }[])
    .map((f) => f.answer)
    .join('\n')
    .replace(/\s/g, ' ');
}

describe('GET /api/v1/faq figures', () => {
  it('names the default service prices and the overtime fee in each language, with no placeholder left', async () => {
    const en = await answers('en');
    expect(en).toMatch(/€35 \/ CA\$35 for a studio, €45 \/ CA\$45 for 1 bedroom/);
    expect(en).toContain('Extra time is €10 in Portugal and CA$10 in Canada per started 30 minutes.');
    const pt = await answers('pt-PT');
    expect(pt).toContain('custa 35 € / 35 CA$ num T0');
    expect(pt).toContain('O tempo extra custa 10 € em Portugal e 10 CA$ no Canadá por cada 30 minutos');
    const fr = await answers('fr-CA');
    expect(fr).toContain('coûte 35 $ / 35 € pour un studio');
    expect(fr).toContain('coûte 10 $ au Canada et 10 € au Portugal par tranche de 30 minutes');
    for (const text of [en, pt, fr]) expect(text).not.toContain('{{');
  });

  it('follows an admin changing a House Cleaning price, to the cent', async () => {
    const admin = await signedInAdmin(t.app, t.db);
    const [house] = await t.db.select({ id: services.id }).from(services).where(eq(services.isDefault, true));
    const res = await send(t.app, 'PATCH', admin.cookie, `${ADMIN}/services/${house!.id}`, {
      prices: [
        { homeType: 'T0', currency: 'EUR', priceCents: 3650, durationHours: 1.5 },
        { homeType: 'T4', currency: 'CAD', priceCents: 8000, durationHours: 3.5 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await answers('en')).toMatch(/€36\.50 \/ CA\$35 for a studio.*€75 \/ CA\$80 for 4 or more/);
    expect(await answers('pt-PT')).toContain('custa 36,50 € / 35 CA$ num T0');
    expect(await answers('fr-CA')).toContain('80 $ / 75 € pour 4 ou plus');
  });
});
