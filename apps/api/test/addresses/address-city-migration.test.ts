import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createAddress, createCustomer, customerAddresses } from '@limpa/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

/** The fix-up of Portuguese addresses saved before their city was required (migration *_address_city). */
const t = useTestApp();

const MIGRATIONS = fileURLToPath(new URL('../../../../packages/db/migrations/', import.meta.url));
const fixUp = readFileSync(
  MIGRATIONS + readdirSync(MIGRATIONS).find((name) => name.endsWith('_address_city.sql')),
  'utf8',
);

describe('the address city fix-up', () => {
  it('gives a Portuguese address its city as locality, and invents none where there is no city', async () => {
    const { user } = await createCustomer(t.db);
    const withCity = await createAddress(t.db, user.id, { locality: null });
    await t.db.execute(sql`update customer_addresses set city = ' Lisboa ' where id = ${withCity.id}`);
    const without = await createAddress(t.db, user.id, { locality: null, addressType: 'additional' });
    const kept = await createAddress(t.db, user.id, { locality: 'Porto', addressType: 'additional' });
    const canadian = await createAddress(t.db, user.id, { country: 'canada', addressType: 'additional' });

    await t.db.execute(sql.raw(fixUp));
    await t.db.execute(sql.raw(fixUp));

    const rows = new Map((await t.db.select().from(customerAddresses)).map((r) => [r.id, r]));
    expect(rows.get(withCity.id)?.locality).toBe('Lisboa');
    expect(rows.get(without.id)?.locality).toBeNull();
    expect(rows.get(kept.id)?.locality).toBe('Porto');
    expect(rows.get(canadian.id)).toMatchObject({ city: 'Toronto', locality: null });
  });
});
