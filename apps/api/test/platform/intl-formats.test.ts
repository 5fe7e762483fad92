import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from '../../src/lib/intl-formats';

describe('Intl formatters made once per language and options', () => {
  it('hands back the same formatter for the same language and options, another for others', () => {
    const euros = numberFormat('pt-PT', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('pt-PT', { style: 'currency', currency: 'EUR' })).toBe(euros);
    expect(numberFormat('pt-PT', { style: 'currency', currency: 'CAD' })).not.toBe(euros);
    expect(numberFormat('fr-CA', { style: 'currency', currency: 'EUR' })).not.toBe(euros);
    expect(euros.format(12.5)).toMatch(/12,50\s€/);
    const date = dateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' });
    expect(date).toBe(dateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' }));
    expect(date.format(new Date('2026-12-07T00:00:00Z'))).toBe('Monday, December 7, 2026');
  });
});
