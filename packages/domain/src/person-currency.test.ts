import { describe, expect, it } from 'vitest';
import { currencyForPerson } from './person-currency';

describe('currencyForPerson', () => {
  it('follows the address, then the profile country', () => {
    expect(currencyForPerson({ addressCountry: 'canada', profileCountry: 'PT', language: 'pt-PT' })).toBe(
      'CAD',
    );
    expect(currencyForPerson({ addressCountry: 'portugal', language: 'fr-CA' })).toBe('EUR');
    expect(currencyForPerson({ profileCountry: 'CA', language: 'pt-PT' })).toBe('CAD');
    expect(currencyForPerson({ profileCountry: 'PT', language: 'en' })).toBe('EUR');
  });

  it("falls back on the language's region, and a bare language on the country the app speaks it for", () => {
    expect(currencyForPerson({ language: 'fr-CA' })).toBe('CAD');
    expect(currencyForPerson({ language: 'en-CA' })).toBe('CAD');
    expect(currencyForPerson({ language: 'pt-PT' })).toBe('EUR');
    expect(currencyForPerson({ language: 'en-PT' })).toBe('EUR');
    expect(currencyForPerson({ language: 'en' })).toBe('CAD');
    expect(currencyForPerson({ language: 'pt' })).toBe('EUR');
  });

  it('is euro when nothing says where the person is', () => {
    expect(currencyForPerson({ language: 'de-DE' })).toBe('EUR');
    expect(currencyForPerson({})).toBe('EUR');
  });
});
