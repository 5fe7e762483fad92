import { describe, expect, it } from 'vitest';
import { personNames } from './person-names';

describe('personNames', () => {
  it('shows the full name, trimmed, and greets by the first name', () => {
    expect(personNames({ fullName: '  Ana  Silva ', firstName: ' Ana ' }, 'ana@example.com')).toEqual({
      displayName: 'Ana  Silva',
      firstName: 'Ana',
    });
  });

  it('greets by the full name’s first word without a first name', () => {
    expect(personNames({ fullName: 'Maria Santos', firstName: null }, 'm@example.com').firstName).toBe(
      'Maria',
    );
  });

  it('shows the e-mail without a full name, and has no first name without either', () => {
    expect(personNames({ fullName: ' ', firstName: null }, 'rui@example.com')).toEqual({
      displayName: 'rui@example.com',
      firstName: null,
    });
    expect(personNames(null, null)).toEqual({ displayName: '', firstName: null });
  });
});
