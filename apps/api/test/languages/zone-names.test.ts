import { LOCALES } from '@limpa/contracts';
import {
  AZORES_TIME_ZONE,
  CANADIAN_PROVINCE_TIME_ZONES,
  MADEIRA_TIME_ZONE,
  PORTUGAL_TIME_ZONE,
} from '@limpa/domain';
import { describe, expect, it } from 'vitest';
import { hasTranslation } from '../../src/lib/i18n';
import { zoneName } from '../../src/modules/notifications/mail-writer';

const PRODUCT_ZONES = [
  ...new Set([
    ...Object.values(CANADIAN_PROVINCE_TIME_ZONES),
    PORTUGAL_TIME_ZONE,
    AZORES_TIME_ZONE,
    MADEIRA_TIME_ZONE,
  ]),
];

describe('time zones named for people', () => {
  it('names Lisbon and Toronto as people say them, never by their IANA name', () => {
    expect(zoneName('en', 'Europe/Lisbon')).toBe('Lisbon time');
    expect(zoneName('pt-PT', 'Europe/Lisbon')).toBe('hora de Lisboa');
    expect(zoneName('fr-CA', 'America/Toronto')).toBe('heure de Toronto');
    expect(zoneName('fr-CA', 'Atlantic/Azores')).toBe('heure des Açores');
  });

  it('has a name for every zone an address can be in, in every language', () => {
    for (const zone of PRODUCT_ZONES) {
      for (const locale of LOCALES) {
        expect(hasTranslation(locale, `mail.layout.zones.${zone}`), `${locale} ${zone}`).toBe(true);
        expect(zoneName(locale, zone)).not.toContain('/');
        expect(zoneName(locale, zone)).not.toContain('_');
      }
    }
  });

  it('names a zone it does not know by its city', () => {
    expect(zoneName('en', 'America/Los_Angeles')).toBe('Los Angeles time');
    expect(zoneName('fr-CA', 'Europe/Paris')).toBe('heure de Paris');
  });
});
