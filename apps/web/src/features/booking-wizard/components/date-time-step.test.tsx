import type { AppConfig } from '@limpa/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FreeSlot } from '@/lib/api/get-slots';
import { lisbon } from '@/test/address-fixtures';
import { appConfig, json, mockFetch, problem } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { DateTimeStep } from './date-time-step';

const slots: FreeSlot[] = ['09:00', '10:00', '11:00', '15:00'].map((time) => ({ time, cleanerIds: ['ana'] }));

function renderStep(config: Partial<AppConfig> | null) {
  mockFetch((request) => {
    if (request.url !== '/api/v1/app-config') return undefined;
    return config ? json(appConfig(config)) : problem(500, 'Internal Server Error', 'Boom');
  });
  renderWithProviders(
    <DateTimeStep
      address={lisbon}
      date="2026-11-23"
      onDateChange={() => {}}
      slots={slots}
      slotsLoading={false}
      slotsError={false}
      onRetrySlots={() => {}}
      time={null}
      onTimeChange={() => {}}
      estimatedTime="2.5"
      preselected={null}
      onShowAllCleaners={() => {}}
    />,
  );
}

const offeredTimes = () =>
  within(screen.getByRole('group', { name: 'Available times' }))
    .getAllByRole('radio')
    .map((r) => r.getAttribute('value'));

beforeEach(() => {
  // Monday 23 November 2026, 07:30 in Lisbon (UTC+0 in winter).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T07:30:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DateTimeStep: the earliest start', () => {
  it('hides a listed time sooner than the earliest start the server answers', async () => {
    renderStep({ earliestStartHours: 3 });
    // 10:30 is the earliest start: 09:00 and 10:00 would be refused.
    expect(await screen.findByRole('radio', { name: '11:00' })).toBeInTheDocument();
    await vi.waitFor(() => expect(offeredTimes()).toEqual(['11:00', '15:00']));
  });

  it('until the setting is known, holds to the default of 2 hours ahead', () => {
    renderStep(null);
    // 09:30 is the earliest start: 09:00 would be refused, 10:00 is offered.
    expect(offeredTimes()).toEqual(['10:00', '11:00', '15:00']);
  });
});
