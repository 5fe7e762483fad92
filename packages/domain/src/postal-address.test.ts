import { describe, expect, it } from 'vitest';
import { addressAreaOfLine, addressCity, formatAddress } from './postal-address';

const lisbon = {
  country: 'portugal',
  streetAddress: 'Rua Augusta 100',
  unitNumber: null,
  city: null,
  locality: 'Lisboa',
  province: null,
  district: 'Lisboa',
  postalCode: '1100-053',
};
const toronto = {
  country: 'canada',
  streetAddress: '100 Queen St W',
  unitNumber: null,
  city: 'Toronto',
  locality: null,
  province: 'ON',
  district: null,
  postalCode: 'M5H 2N2',
};

describe('formatAddress', () => {
  it('writes a Portuguese address as street, then postal code and city (no district)', () => {
    expect(formatAddress(lisbon)).toBe('Rua Augusta 100, 1100-053 Lisboa');
  });

  it('puts a Portuguese unit after the street', () => {
    expect(formatAddress({ ...lisbon, unitNumber: '2.º Esq' })).toBe(
      'Rua Augusta 100, 2.º Esq, 1100-053 Lisboa',
    );
  });

  it('writes a Canadian address as street, then city, province code and postal code', () => {
    expect(formatAddress(toronto)).toBe('100 Queen St W, Toronto ON M5H 2N2');
    expect(formatAddress({ ...toronto, country: 'CA' })).toBe('100 Queen St W, Toronto ON M5H 2N2');
  });

  it('writes a short Canadian unit before the civic number, a longer one after the street', () => {
    expect(formatAddress({ ...toronto, unitNumber: '4' })).toBe('4-100 Queen St W, Toronto ON M5H 2N2');
    expect(formatAddress({ ...toronto, unitNumber: 'Apt 4B' })).toBe(
      '100 Queen St W, Apt 4B, Toronto ON M5H 2N2',
    );
  });

  it('reads the city of a Portuguese address sent as city when it has no locality', () => {
    expect(formatAddress({ ...lisbon, locality: null, city: 'Lisboa' })).toBe(
      'Rua Augusta 100, 1100-053 Lisboa',
    );
  });

  it('leaves out what an older address lacks rather than printing blanks', () => {
    expect(formatAddress({ ...lisbon, locality: null })).toBe('Rua Augusta 100, 1100-053');
  });
});

describe('addressCity', () => {
  it('is the locality in Portugal and the city in Canada', () => {
    expect(addressCity({ ...lisbon, city: 'Porto' })).toBe('Lisboa');
    expect(addressCity({ ...toronto, locality: 'Elsewhere' })).toBe('Toronto');
  });

  it('is null when blank', () => {
    expect(addressCity({ ...lisbon, locality: '  ' })).toBeNull();
  });
});

describe('addressAreaOfLine', () => {
  it('keeps only the city of a Portuguese line and city and province of a Canadian one', () => {
    expect(addressAreaOfLine('Rua Augusta 100, 2.º Esq, 1100-053 Lisboa')).toBe('Lisboa');
    expect(addressAreaOfLine('4-100 Queen St W, Toronto ON M5H 2N2')).toBe('Toronto ON');
    expect(addressAreaOfLine('Rua Augusta, 100, 1100-053 Lisboa')).toBe('Lisboa');
  });

  it('reads the older "Street, Unit 4, City, Province Postal" lines too', () => {
    expect(addressAreaOfLine('12 King St W, Unit 4, Toronto, ON M5V 3A4')).toBe('Toronto, ON');
    expect(addressAreaOfLine('Rua Augusta 100, Lisboa, Lisboa 1100-053')).toBe('Lisboa, Lisboa');
  });

  it('gives nothing away when the line has only a street', () => {
    expect(addressAreaOfLine('Rua Augusta 100')).toBe('');
  });
});
