import type { SignUpBody } from '@limpa/contracts';
import { createUserWithProfile, type Database, settings } from '@limpa/db';
import { DEFAULT_SERVICES_OFFERED } from '@limpa/domain';
import { AppError, pgCode } from '../../lib/app-error';

/**
 * Creates the user, its credential account and its profile in one transaction, so a refused or failed
 * sign-up leaves nothing behind. New cleaners start approved only when the admin setting says so.
 */
export async function signUpUser(db: Database, body: SignUpBody) {
  try {
    return await db.transaction(async (tx) => {
      const [setting] = await tx.select().from(settings).limit(1);
      const requireApproval = setting?.requireProviderApproval ?? true;
      return createUserWithProfile(tx, {
        email: body.email,
        password: body.password,
        name: body.name,
        role: body.role,
        phone: body.phone ?? null,
        // Spec section 9: a new cleaner offers House Cleaning and Office Cleaning until they change it.
        profile:
          body.role === 'cleaner'
            ? { isApproved: !requireApproval, servicesOffered: [...DEFAULT_SERVICES_OFFERED] }
            : {},
      });
    });
  } catch (err) {
    if (pgCode(err) === '23505') {
      throw new AppError(422, 'user_exists', 'Sign up failed', 'An account with this e-mail already exists.');
    }
    throw err;
  }
}
