import { describe, expect, it } from 'vitest';
import { isHiddenServiceName, serviceNameFor, visibleServiceName } from './service-visibility';

describe('service visibility', () => {
  it('hides a name starting with DISABLED, and only that', () => {
    expect(isHiddenServiceName('DISABLED Deep Cleaning')).toBe(true);
    expect(isHiddenServiceName('DISABLEDDeep Cleaning')).toBe(true);
    expect(isHiddenServiceName('Deep Cleaning')).toBe(false);
    expect(isHiddenServiceName('Deep Cleaning DISABLED')).toBe(false);
  });

  it('shows the name without the prefix and writes it back with or without it', () => {
    expect(visibleServiceName('DISABLED - Deep Cleaning')).toBe('Deep Cleaning');
    expect(visibleServiceName('Deep Cleaning')).toBe('Deep Cleaning');
    expect(serviceNameFor('Deep Cleaning', true)).toBe('DISABLED Deep Cleaning');
    expect(serviceNameFor('DISABLED Deep Cleaning', true)).toBe('DISABLED Deep Cleaning');
    expect(serviceNameFor('DISABLED Deep Cleaning', false)).toBe('Deep Cleaning');
    expect(serviceNameFor('  Deep Cleaning ', false)).toBe('Deep Cleaning');
  });
});
