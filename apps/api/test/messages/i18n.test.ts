import { describe, expect, it } from 'vitest';
import { translate } from '../../src/lib/i18n';
import { NOTIFICATION_TYPE_NAMES } from '../../src/modules/notifications/notification-types';

describe('translate', () => {
  it('fills placeholders and falls back to English for a language without texts yet', () => {
    const vars = { name: 'Ana', date: '2026-06-01', time: '10:00' };
    expect(translate('en', 'notifications.booking_confirmed.body', vars)).toBe(
      'Ana confirmed your cleaning on 2026-06-01 at 10:00.',
    );
    expect(translate('pt-PT', 'notifications.booking_confirmed.title')).toBe('Booking confirmed');
    expect(translate('en', 'notifications.nope.title')).toBe('notifications.nope.title');
  });

  it('has a title and a body for every notification type', () => {
    for (const type of NOTIFICATION_TYPE_NAMES) {
      expect(translate('en', `notifications.${type}.title`), type).not.toContain('notifications.');
      expect(translate('en', `notifications.${type}.body`), type).not.toContain('notifications.');
    }
  });
});
