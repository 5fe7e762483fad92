import { describe, expect, it } from 'vitest';
import { prefillFrom } from './router-state';

const ADDRESS = '0b9c5d6e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
const ADD_ON = '1c9c5d6e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';

describe('prefillFrom (Find another cleaner)', () => {
  it('reads address, home type, add-ons and date from the URL', () => {
    const params = new URLSearchParams(
      `addressId=${ADDRESS}&homeType=T3&addOns=${ADD_ON},${ADD_ON}&date=2030-03-12`,
    );
    expect(prefillFrom(params)).toEqual({
      addressId: ADDRESS,
      homeType: 'T3',
      addOnIds: [ADD_ON],
      date: '2030-03-12',
    });
  });

  it('ignores what is malformed, so the usual defaults apply', () => {
    const params = new URLSearchParams('addressId=nope&homeType=T9&addOns=x,y&date=12/03/2030');
    expect(prefillFrom(params)).toEqual({});
  });
});
