import { describe, expect, it } from 'vitest';
import { hasTranslation, translate } from '../../src/lib/i18n';
import { NOTIFICATION_TYPE_NAMES } from '../../src/modules/notifications/notification-types';

describe('translate', () => {
  it('fills placeholders, in the language asked for, and names an unknown key', () => {
    const vars = { name: 'Ana', date: '2026-06-01', time: '10:00' };
    expect(translate('en', 'notifications.booking_confirmed.body', vars)).toBe(
      'Ana confirmed your cleaning on 2026-06-01 at 10:00.',
    );
    expect(translate('pt-PT', 'notifications.booking_confirmed.title')).toBe('Marcação confirmada');
    expect(translate('fr-CA', 'notifications.booking_confirmed.body', vars)).toBe(
      'Ana a confirmé votre ménage du 2026-06-01 à 10:00.',
    );
    expect(translate('en', 'notifications.nope.title')).toBe('notifications.nope.title');
  });

  it('has a title and a body for every notification type', () => {
    for (const type of NOTIFICATION_TYPE_NAMES) {
      for (const locale of ['en', 'pt-PT', 'fr-CA'] as const) {
        expect(hasTranslation(locale, `notifications.${type}.title`), `${locale} ${type}`).toBe(true);
        expect(hasTranslation(locale, `notifications.${type}.body`), `${locale} ${type}`).toBe(true);
      }
    }
  });
});
