import type { OnboardingStep1Input, OnboardingStep2Body } from '@limpa/contracts';
import { type Database, locationColumns } from '@limpa/db';
import { currencyForCountry, unitsToCents } from '@limpa/domain';
import { cleanerBasePlace } from '@limpa/domain/geocode';
import type { AppContext } from '../../lib/app-context';
import { notFound } from '../../lib/app-error';
import { lockProfileByUserId, type ProfileRow, updateUserName } from '../profile/profile.repository';
import { replaceAvailabilityRows } from './availability.repository';
import { avatarNotUploaded, onboardingIncomplete, payoutNotConnected } from './cleaner.errors';
import {
  completeIfAllStepsDone,
  markStep3IfPayoutConnected,
  updateOnboardingFields,
} from './onboarding.repository';
import { payoutsNotEnabled } from './payout-account';

const profileNotFound = () => notFound('Profile not found.');

/**
 * Step 1 "Basic Profile Info": names, phone, country, address and transport, and the step flag, in one
 * transaction. The full name is "first last" (kept equal to the auth user's name); the currency follows the
 * country. The base point is the geocoder's for the address just given (docs/geocoding.md), null when it does
 * not know the place (then the cleaner serves nobody until they correct it).
 */
export async function saveOnboardingStep1(
  ctx: Pick<AppContext, 'db' | 'geocoder'>,
  userId: string,
  input: OnboardingStep1Input,
): Promise<ProfileRow> {
  const point = await ctx.geocoder.geocode(
    cleanerBasePlace({
      country: input.country,
      postalCode: input.postalCode ?? null,
      provinceOrDistrict: input.provinceOrDistrict ?? null,
      city: input.city,
    }),
  );
  return ctx.db.transaction(async (tx) => {
    const current = await lockProfileByUserId(tx, userId);
    if (!current) throw profileNotFound();
    // The photo is uploaded with PUT /api/v1/me/avatar; another URL is never stored from here.
    if (input.avatarUrl != null && input.avatarUrl !== current.avatarUrl) throw avatarNotUploaded();
    const fullName = `${input.firstName} ${input.lastName}`;
    const row = await updateOnboardingFields(tx, userId, {
      firstName: input.firstName,
      lastName: input.lastName,
      fullName,
      phone: input.phone,
      country: input.country,
      currency: currencyForCountry(input.country),
      addressLine1: input.addressLine1,
      addressLine2: input.addressLine2,
      city: input.city,
      provinceOrDistrict: input.provinceOrDistrict,
      postalCode: input.postalCode,
      ...locationColumns(point),
      transportType: input.transportType,
      onboardingStep1Complete: true,
    });
    if (!row) throw profileNotFound();
    await updateUserName(tx, userId, fullName);
    return row;
  });
}

/**
 * Step 2 "Hours & Hourly Rate": the hourly rate (whole units, stored as cents), the weekly availability
 * (replaced as a whole, under the same profile lock as PUT /me/availability) and the step flag.
 */
export function saveOnboardingStep2(
  db: Database,
  userId: string,
  input: OnboardingStep2Body,
): Promise<ProfileRow> {
  return db.transaction(async (tx) => {
    if (!(await lockProfileByUserId(tx, userId))) throw profileNotFound();
    await replaceAvailabilityRows(tx, userId, input.availability);
    const row = await updateOnboardingFields(tx, userId, {
      hourlyRateCents: unitsToCents(input.hourlyRate),
      onboardingStep2Complete: true,
    });
    if (!row) throw profileNotFound();
    return row;
  });
}

/**
 * Step 3 "Payment Information": accepted only once payouts are connected. Local: 422 otherwise. Stripe: the
 * Express account must be able to receive payouts (409 "Payout Account Not Ready" while it cannot).
 */
export async function saveOnboardingStep3(
  db: Database,
  userId: string,
  provider: 'local' | 'stripe' = 'local',
): Promise<ProfileRow> {
  const row = await markStep3IfPayoutConnected(db, userId);
  if (!row) throw provider === 'stripe' ? payoutsNotEnabled() : payoutNotConnected();
  return row;
}

/** Finishing the wizard: only when all three steps are done (422 otherwise). Repeating it is harmless. */
export async function completeOnboarding(db: Database, userId: string): Promise<ProfileRow> {
  const row = await completeIfAllStepsDone(db, userId);
  if (!row) throw onboardingIncomplete();
  return row;
}
