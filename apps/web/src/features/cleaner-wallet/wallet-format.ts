import type { EarningsResponse, EarningsTotals } from '@limpa/contracts';
import { dateTimeFormat, timeZoneFor } from '@limpa/domain';
import type { Profile } from '@/lib/auth';
import { formatLocale } from '@/lib/locale';

/** The wallet currency's totals (the API always sends a row for it), else the first row. */
export function mainTotals(earnings: EarningsResponse): EarningsTotals | undefined {
  return earnings.totals.find((row) => row.currency === earnings.currency) ?? earnings.totals[0];
}

/** Other currencies with anything in them (a cleaner who worked in both countries). */
export function otherTotals(earnings: EarningsResponse, main: EarningsTotals | undefined): EarningsTotals[] {
  return earnings.totals.filter(
    (row) =>
      row !== main &&
      (row.totalEarnedCents > 0 || row.pendingCents > 0 || row.availableCents > 0 || row.paidOutCents > 0),
  );
}

/** The cleaner's own time zone (profile country and province), else the device's. */
export function cleanerTimeZone(profile: Profile | null): string | undefined {
  const country = profile?.country;
  const region = typeof profile?.provinceOrDistrict === 'string' ? profile.provinceOrDistrict : null;
  if (country === 'CA' || country === 'PT')
    return timeZoneFor({ country, province: region, district: region });
  return undefined;
}

/** "Nov 13, 2026" in a time zone (the device's when none). */
export function formatTransactionDate(
  iso: string,
  timeZone?: string,
  locale: string = formatLocale(),
): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(new Date(iso));
}
