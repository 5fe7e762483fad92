import {
  CLEANER_ONLY_PROFILE_FIELDS,
  CUSTOMER_ONLY_PROFILE_FIELDS,
  type ProfileUpdateBody,
} from '@limpa/contracts';
import { locationColumns } from '@limpa/db';
import { NIF_MESSAGE, normaliseNif, unitsToCents } from '@limpa/domain';
import { cleanerBasePlace } from '@limpa/domain/geocode';
import type { AppContext } from '../../lib/app-context';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { CLEANER_ONLY_FIELD, CUSTOMER_ONLY_FIELD } from '../../lib/field-messages';
import { findVisibleServiceKeys } from '../catalogue/find-visible-service-keys';
import {
  findProfileByUserId,
  type ProfileChanges,
  type ProfileRow,
  updateProfileByUserId,
  updateUserName,
} from './profile.repository';

/** A service no visible catalogue service is (unknown, or hidden as "DISABLED…"). */
const unknownService = () =>
  new AppError(400, 'unknown_service', 'Profile Not Saved', 'One of the chosen services does not exist.');

/** A tax number that fails the NIF rule (docs/product-rules.md#invoices): 422 with the field's message. */
const invalidTaxId = () =>
  new AppError(
    422,
    'invalid_tax_id',
    'Invalid Tax Number',
    'The tax number (NIF) is not valid. Enter the 9 digits of a Portuguese tax number, or leave it empty.',
    [{ path: 'body.taxId', message: NIF_MESSAGE }],
  );

/** 400 for the fields another role's profile has, each named, as a schema error would be. */
function refuseOtherRolesFields(role: ProfileRow['role'], body: ProfileUpdateBody): void {
  const refused = (fields: readonly (keyof ProfileUpdateBody)[], message: string) =>
    fields.filter((field) => body[field] !== undefined).map((field) => ({ path: `body.${field}`, message }));
  const errors = [
    ...(role === 'cleaner' ? [] : refused(CLEANER_ONLY_PROFILE_FIELDS, CLEANER_ONLY_FIELD)),
    ...(role === 'customer' ? [] : refused(CUSTOMER_ONLY_PROFILE_FIELDS, CUSTOMER_ONLY_FIELD)),
  ];
  if (errors.length === 0) return;
  throw badRequest(
    'Validation Error',
    errors.map((e) => `${e.path}: ${e.message}`).join('; '),
    'validation_error',
    errors,
  );
}

/**
 * Saves the fields a user may edit on their own profile: name and phone for everyone; the tax number (a valid
 * NIF, kept as its nine digits, else 422) for customers only; bio, hourly rate, work radius, services
 * (catalogue keys, each a visible service, else 400), home types, address line and city for cleaners only.
 * Another role's field is a 400; anything else never reaches this point (the strict body schema answers 400).
 */
export async function updateOwnProfile(
  ctx: Pick<AppContext, 'db' | 'geocoder'>,
  actor: { userId: string; role: ProfileRow['role'] },
  body: ProfileUpdateBody,
): Promise<ProfileRow> {
  refuseOtherRolesFields(actor.role, body);

  const { db } = ctx;
  const changes: ProfileChanges = {};
  if (body.fullName !== undefined) changes.fullName = body.fullName;
  if (body.phone !== undefined) changes.phone = body.phone;
  if (body.taxId !== undefined) {
    const nif = body.taxId === null ? null : normaliseNif(body.taxId);
    if (body.taxId !== null && nif === null) throw invalidTaxId();
    changes.taxId = nif;
  }
  if (body.locale !== undefined) changes.locale = body.locale;
  if (body.bio !== undefined) changes.bio = body.bio;
  if (body.hourlyRate !== undefined) {
    // Currency units to the cent (checked by the schema), stored as exact integer cents.
    changes.hourlyRateCents = body.hourlyRate === null ? null : unitsToCents(body.hourlyRate);
  }
  if (body.workRadiusKm !== undefined) changes.workRadiusKm = body.workRadiusKm;
  if (body.servicesOffered !== undefined) {
    const known = await findVisibleServiceKeys(db, body.servicesOffered);
    if (known.length !== body.servicesOffered.length) throw unknownService();
    changes.servicesOffered = body.servicesOffered;
  }
  if (body.homeTypes !== undefined) changes.homeTypes = body.homeTypes;
  if (body.addressLine1 !== undefined) changes.addressLine1 = body.addressLine1;
  if (body.city !== undefined) changes.city = body.city;
  if (body.city !== undefined) {
    // The base point follows the city (Portugal places by locality; Canada by postal code, which stays).
    const current = await findProfileByUserId(db, actor.userId);
    if (current) {
      const place = cleanerBasePlace({ ...current, city: body.city ?? null });
      Object.assign(changes, locationColumns(await ctx.geocoder.geocode(place)));
    }
  }

  const row =
    Object.keys(changes).length === 0
      ? await findProfileByUserId(db, actor.userId)
      : await db.transaction(async (tx) => {
          const updated = await updateProfileByUserId(tx, actor.userId, changes);
          if (updated && changes.fullName !== undefined) {
            await updateUserName(tx, actor.userId, changes.fullName);
          }
          return updated;
        });
  if (!row) throw notFound('Profile not found.');
  return row;
}
