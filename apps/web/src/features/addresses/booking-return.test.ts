import { describe, expect, it } from 'vitest';
import { bookingReturnPath, withChosenAddress } from './booking-return';

const params = (returnTo: string) => new URLSearchParams({ mode: 'new', returnTo });

describe('the way back to the booking wizard', () => {
  it("keeps the wizard's step and query, and chooses the new address", () => {
    const path = bookingReturnPath(params('/customer/book?step=2&cleaner=ana'));
    expect(path).toBe('/customer/book?step=2&cleaner=ana');
    expect(withChosenAddress(path!, 'a1')).toBe('/customer/book?step=2&cleaner=ana&addressId=a1');
  });

  it('follows nothing but the wizard: other sites and other screens are ignored', () => {
    expect(bookingReturnPath(new URLSearchParams('mode=new'))).toBeNull();
    expect(bookingReturnPath(params('https://evil.example/customer/book'))).toBeNull();
    expect(bookingReturnPath(params('//evil.example/customer/book'))).toBeNull();
    expect(bookingReturnPath(params('/customer/profile'))).toBeNull();
    expect(bookingReturnPath(params('/customer/book/../profile'))).toBeNull();
  });
});
