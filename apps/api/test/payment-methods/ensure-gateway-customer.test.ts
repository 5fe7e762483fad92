import { gatewayCustomers } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ensureGatewayCustomer } from '../../src/modules/payment-methods/ensure-gateway-customer';
import { signUp } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';
import { userIdOf } from './helpers';

const t = useTestApp();

describe('ensureGatewayCustomer', () => {
  it('first uses at once record one processor customer and all answer it', async () => {
    for (let round = 0; round < 15; round++) {
      const { cookie, email } = await signUp(t.app, { role: 'customer' });
      const userId = await userIdOf(t.app, cookie);
      const deps = { db: t.db, payments: t.app.ctx.payments };
      const ids = await Promise.all(
        Array.from({ length: 8 }, () => ensureGatewayCustomer(deps, { userId, email })),
      );
      expect(new Set(ids).size).toBe(1);
      const rows = await t.db.select().from(gatewayCustomers).where(eq(gatewayCustomers.userId, userId));
      expect(rows.map((r) => r.gatewayCustomerId)).toEqual([ids[0]]);
    }
  });

  it('refuses a processor customer already recorded for another user', async () => {
    const first = await signUp(t.app, { role: 'customer' });
    const second = await signUp(t.app, { role: 'customer' });
    const firstId = await userIdOf(t.app, first.cookie);
    const secondId = await userIdOf(t.app, second.cookie);
    const taken = await ensureGatewayCustomer(
      { db: t.db, payments: t.app.ctx.payments },
      { userId: firstId, email: first.email },
    );
    const sameCustomer = Object.assign(Object.create(t.app.ctx.payments), {
      createCustomer: async () => ({ id: taken }),
    });
    await expect(
      ensureGatewayCustomer({ db: t.db, payments: sameCustomer }, { userId: secondId, email: second.email }),
    ).rejects.toThrow(/recorded for another user/);
  });
});
