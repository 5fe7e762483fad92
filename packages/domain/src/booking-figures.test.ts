import { describe, expect, it } from 'vitest';
import {
  type BookingMoneyFields,
  bookingFigures,
  bookingTotalCents,
  hasFinalFigures,
} from './booking-figures';

const booked: BookingMoneyFields = {
  status: 'confirmed',
  totalAmountCents: 5500,
  platformFeeCents: 825,
  cleanerEarningsCents: 4675,
  finalTotalCents: null,
  finalPlatformFeeCents: null,
  finalCleanerEarningsCents: null,
};
const completedWithOvertime: BookingMoneyFields = {
  ...booked,
  status: 'completed',
  finalTotalCents: 6500,
  finalPlatformFeeCents: 975,
  finalCleanerEarningsCents: 5525,
};

describe('hasFinalFigures', () => {
  it('is true only for a completed booking with a final total', () => {
    expect(hasFinalFigures(completedWithOvertime)).toBe(true);
    expect(hasFinalFigures({ ...completedWithOvertime, finalTotalCents: null })).toBe(false);
    expect(hasFinalFigures(booked)).toBe(false);
  });

  it.each(['pending', 'confirmed', 'in_progress', 'cancelled', 'expired'])(
    'ignores a final total on a %s booking',
    (status) => {
      expect(hasFinalFigures({ ...completedWithOvertime, status })).toBe(false);
    },
  );

  it('counts a final total of zero as final', () => {
    expect(hasFinalFigures({ status: 'completed', finalTotalCents: 0 })).toBe(true);
  });
});

describe('bookingTotalCents', () => {
  it('is the booked total until completion', () => {
    expect(bookingTotalCents(booked)).toBe(5500);
    expect(bookingTotalCents({ ...completedWithOvertime, status: 'in_progress' })).toBe(5500);
  });

  it('is the final total once completed (overtime included)', () => {
    expect(bookingTotalCents(completedWithOvertime)).toBe(6500);
  });

  it('stays the booked total for a completed booking without a final total', () => {
    expect(bookingTotalCents({ ...booked, status: 'completed' })).toBe(5500);
  });

  it('keeps a final total of zero rather than falling back', () => {
    expect(bookingTotalCents({ ...completedWithOvertime, finalTotalCents: 0 })).toBe(0);
  });
});

describe('bookingFigures', () => {
  it('gives the booked figures before completion', () => {
    expect(bookingFigures(booked)).toEqual({
      final: false,
      totalCents: 5500,
      platformFeeCents: 825,
      cleanerEarningsCents: 4675,
    });
  });

  it('gives the final figures once completed', () => {
    expect(bookingFigures(completedWithOvertime)).toEqual({
      final: true,
      totalCents: 6500,
      platformFeeCents: 975,
      cleanerEarningsCents: 5525,
    });
  });

  it('ignores final figures left on a booking that is not completed', () => {
    expect(bookingFigures({ ...completedWithOvertime, status: 'cancelled' }).totalCents).toBe(5500);
  });

  it('falls back to a booked fee or earnings when only that final figure is missing', () => {
    const figures = bookingFigures({ ...completedWithOvertime, finalPlatformFeeCents: null });
    expect(figures).toEqual({
      final: true,
      totalCents: 6500,
      platformFeeCents: 825,
      cleanerEarningsCents: 5525,
    });
  });
});
