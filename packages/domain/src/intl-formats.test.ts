import { describe, expect, it } from 'vitest';
import { collator, dateTimeFormat, numberFormat, relativeTimeFormat } from './intl-formats';

describe('Intl formatters made once per language and options', () => {
  it('hands back the same formatter for the same language and options, another for others', () => {
    const euros = numberFormat('pt-PT', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('pt-PT', { style: 'currency', currency: 'EUR' })).toBe(euros);
    expect(numberFormat('pt-PT', { style: 'currency', currency: 'CAD' })).not.toBe(euros);
    expect(numberFormat('fr-CA', { style: 'currency', currency: 'EUR' })).not.toBe(euros);
    expect(euros.format(12.5)).toMatch(/12,50\s€/);
    const date = dateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' });
    expect(date).toBe(dateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' }));
    expect(date).not.toBe(dateTimeFormat('en', { dateStyle: 'full', timeZone: 'Europe/Lisbon' }));
    expect(date.format(new Date('2026-12-07T00:00:00Z'))).toBe('Monday, December 7, 2026');
    const relative = relativeTimeFormat('fr-CA', { numeric: 'auto' });
    expect(relativeTimeFormat('fr-CA', { numeric: 'auto' })).toBe(relative);
    expect(relative.format(-1, 'day')).toBe('hier');
    const french = collator('fr-CA');
    expect(collator('fr-CA')).toBe(french);
    expect(collator('pt-PT')).not.toBe(french);
    expect(['Ontario', 'Île-du-Prince-Édouard', 'Alberta'].sort(french.compare)).toEqual([
      'Alberta',
      'Île-du-Prince-Édouard',
      'Ontario',
    ]);
  });

  it('keeps a bounded number of them, so odd input cannot grow the map without end', () => {
    const first = numberFormat('en', { maximumFractionDigits: 3 });
    // 600 option sets, every one different: more than the bound of 500.
    for (let i = 0; i < 600; i++) {
      numberFormat('en', {
        minimumIntegerDigits: 1 + (i % 21),
        maximumFractionDigits: Math.floor(i / 21) % 21,
        useGrouping: i >= 441,
      });
    }
    // Made again after the map was emptied at its bound: a new object that formats the same way.
    const again = numberFormat('en', { maximumFractionDigits: 3 });
    expect(again).not.toBe(first);
    expect(again.format(1.23456)).toBe('1.235');
  });
});
