/**
 * How an address is written, one way per country (docs/product-rules.md#addresses): Portugal "Rua Augusta 100,
 * 1100-053 Lisboa" (postal code then city, as the post office writes it), Canada "100 Queen St W, Toronto ON
 * M5H 2N2". Every screen, e-mail and booking snapshot prints an address through formatAddress.
 */

export interface AddressParts {
  country: string;
  streetAddress: string;
  unitNumber?: string | null;
  city?: string | null;
  locality?: string | null;
  province?: string | null;
  district?: string | null;
  postalCode: string;
}

/**
 * Which country an address is in ('canada' or 'CA', 'portugal' or 'PT'). Not geo's countryOf: this module is
 * loaded by screens geo.ts is not, and importing it would give the web build one more chunk to name.
 */
const isPortugal = (country: string) => /^(portugal|pt)$/i.test(country.trim());
const isCanada = (country: string) => /^(canada|ca)$/i.test(country.trim());

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** A unit Canada Post writes before the civic number ("4-100 Queen St W"): one short token, no spaces. */
const SHORT_UNIT = /^[0-9A-Za-z]{1,6}$/;

/**
 * The city of an address: Canada's city; Portugal's locality (the place after the postal code), and a city
 * some older client sent instead. Null when the address has none.
 */
export function addressCity(a: Pick<AddressParts, 'country' | 'city' | 'locality'>): string | null {
  return isPortugal(a.country) ? (text(a.locality) ?? text(a.city)) : (text(a.city) ?? text(a.locality));
}

/** The address on one line, in its country's order. */
export function formatAddress(a: AddressParts): string {
  const street = text(a.streetAddress) ?? '';
  const unit = text(a.unitNumber);
  const city = addressCity(a);
  const postal = text(a.postalCode);
  if (isCanada(a.country)) {
    // Stored addresses keep the province's code (the contract writes it so).
    const province = text(a.province);
    const first = unit && SHORT_UNIT.test(unit) ? `${unit}-${street}` : street;
    const line = [city, province, postal].filter(Boolean).join(' ');
    return [first, unit && !SHORT_UNIT.test(unit) ? unit : null, line].filter(Boolean).join(', ');
  }
  const line = [postal, city].filter(Boolean).join(' ');
  return [street, unit, line].filter(Boolean).join(', ');
}

const CA_POSTAL_AT_END = /\s*[A-Z]\d[A-Z]\s?\d[A-Z]\d$/i;
const PT_POSTAL_AT_START = /^\d{4}-\d{3}\s*/;
const PT_POSTAL_AT_END = /\s*\d{4}-\d{3}$/;
/** The older snapshots' last part was only "Province Postal" ("ON M5V 3A4"), the place being the part before. */
const OLD_CANADIAN_REGION = /^[A-Z]{2}\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d$/i;

/**
 * The area of a booking's one-line address, without street, unit or postal code: what a cleaner sees before
 * confirming ("Lisboa", "Toronto ON"). Reads formatAddress's lines and the older "Street, Unit 4, City,
 * Province Postal" ones bookings made before it kept.
 */
export function addressAreaOfLine(line: string): string {
  const parts = line.split(', ');
  if (parts.length < 2) return '';
  const last = parts[parts.length - 1] ?? '';
  if (PT_POSTAL_AT_START.test(last)) return last.replace(PT_POSTAL_AT_START, '').trim();
  if (CA_POSTAL_AT_END.test(last) && !OLD_CANADIAN_REGION.test(last)) {
    return last.replace(CA_POSTAL_AT_END, '').trim();
  }
  return parts
    .slice(1)
    .filter((p) => !p.startsWith('Unit '))
    .map((p) => p.replace(CA_POSTAL_AT_END, '').replace(PT_POSTAL_AT_END, '').trim())
    .filter(Boolean)
    .join(', ');
}
