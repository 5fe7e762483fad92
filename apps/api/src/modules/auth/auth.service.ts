import type { Locale, SignUpBody } from '@limpa/contracts';
import {
  createUserWithProfile,
  type Database,
  type DbOrTx,
  legalAcceptanceColumns,
  profiles,
  settings,
} from '@limpa/db';
import { DEFAULT_SERVICES_OFFERED, type LegalVersions } from '@limpa/domain';
import { AppError, pgCode } from '../../lib/app-error';

type SignUpRole = 'customer' | 'cleaner';

/**
 * What a new profile starts with, whatever the sign-up path (e-mail or Google). New cleaners start approved only
 * when the admin setting says so; docs/product-rules.md#cleaners: a new cleaner offers House Cleaning and
 * Office Cleaning.
 */
async function newProfileDefaults(tx: DbOrTx, role: SignUpRole) {
  if (role !== 'cleaner') return {};
  const [setting] = await tx.select().from(settings).limit(1);
  const requireApproval = setting?.requireProviderApproval ?? true;
  return { isApproved: !requireApproval, servicesOffered: [...DEFAULT_SERVICES_OFFERED] };
}

/**
 * Creates the user, its credential account and its profile in one transaction, so a refused or failed
 * sign-up leaves nothing behind; the profile carries the accepted terms and privacy versions, so no account
 * made here exists without them. `locale`: the language the person signed up in, kept on the new profile.
 */
export async function signUpUser(db: Database, body: SignUpBody, locale: Locale, accepted: LegalVersions) {
  try {
    return await db.transaction(async (tx) =>
      createUserWithProfile(tx, {
        email: body.email,
        password: body.password,
        name: body.name,
        role: body.role,
        phone: body.phone ?? null,
        acceptedLegal: accepted,
        profile: { ...(await newProfileDefaults(tx, body.role)), locale },
      }),
    );
  } catch (err) {
    if (pgCode(err) === '23505') {
      throw new AppError(422, 'user_exists', 'Sign up failed', 'An account with this e-mail already exists.');
    }
    throw err;
  }
}

/**
 * The profile of a person's first Google sign-in, with the role chosen on the Sign Up tab (customer otherwise),
 * the language they were using and the terms versions that tab's box accepted (none from the Sign In tab: the
 * app then asks for them before anything else).
 */
export async function createIdentityProviderProfile(
  db: Database,
  user: { id: string; name: string; email: string },
  choices: { role: SignUpRole; locale: Locale; acceptedLegal: LegalVersions | null },
) {
  const { role, locale, acceptedLegal } = choices;
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({
        userId: user.id,
        role,
        fullName: user.name || user.email.split('@')[0]!,
        locale,
        ...legalAcceptanceColumns(acceptedLegal),
        ...(await newProfileDefaults(tx, role)),
      })
      .onConflictDoNothing({ target: profiles.userId });
  });
}
