import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { zoneName } from './zone-name';

describe('time zones named for people', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('names a zone as people say it, never by its IANA name', async () => {
    expect(zoneName('Europe/Lisbon')).toBe('Lisbon time');
    expect(zoneName('America/St_Johns')).toBe("St. John's time");
    await i18n.changeLanguage('fr-CA');
    expect(zoneName('America/Toronto')).toBe('heure de Toronto');
    expect(zoneName('America/Edmonton')).toBe('heure d’Edmonton');
    await i18n.changeLanguage('pt-PT');
    expect(zoneName('Atlantic/Azores')).toBe('hora dos Açores');
  });

  it('names a zone it does not know by its city, in the language', async () => {
    expect(zoneName('America/Los_Angeles')).toBe('Los Angeles time');
    await i18n.changeLanguage('fr-CA');
    expect(zoneName('Europe/Paris')).toBe('heure de Paris');
    expect(zoneName('Europe/Paris')).not.toContain('/');
  });
});
