import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { CountrySelectField, PostalCodeField } from './location-fields';
import { PhoneField } from './phone-field';

function LocationForm({ onCountryChange }: { onCountryChange: (country: string, previous: string) => void }) {
  const { control, register, watch } = useForm({
    defaultValues: { country: 'CA', postalCode: '', phone: '' },
  });
  const country = watch('country');
  return (
    <>
      <CountrySelectField
        id="country"
        label="Country"
        control={control}
        name="country"
        options={[
          { value: 'CA', label: 'Canada' },
          { value: 'PT', label: 'Portugal', icon: <span data-testid="flag" /> },
        ]}
        onCountryChange={onCountryChange}
        required
      />
      <PostalCodeField
        id="postal-code"
        label="Postal code"
        country={country}
        registration={register('postalCode')}
      />
      <PhoneField id="phone" label="Phone" {...register('phone')} />
      <output aria-label="Postal code value">{watch('postalCode')}</output>
    </>
  );
}

describe('CountrySelectField', () => {
  it('is a required, labelled select that reports the new and the previous country', async () => {
    const onCountryChange = vi.fn();
    render(<LocationForm onCountryChange={onCountryChange} />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveTextContent('Canada');
    expect(select).toHaveAttribute('aria-required', 'true');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Portugal' }));
    expect(onCountryChange).toHaveBeenCalledWith('PT', 'CA');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Portugal');
  });
});

describe('PostalCodeField', () => {
  it("writes a Canadian code in upper case, with Canada's example", async () => {
    render(<LocationForm onCountryChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Postal code' });
    expect(input).toHaveAttribute('placeholder', 'M5V 3A4');
    expect(input).toHaveAttribute('maxlength', '7');
    expect(input).toHaveAttribute('autocomplete', 'postal-code');
    await userEvent.type(input, 'm5v 3a4');
    expect(input).toHaveValue('M5V 3A4');
    expect(screen.getByRole('status', { name: 'Postal code value' })).toHaveTextContent('M5V 3A4');
  });

  it('writes a Portuguese code as digits with the dash after the fourth, on the number keypad', async () => {
    render(<LocationForm onCountryChange={() => {}} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Portugal' }));
    const input = screen.getByRole('textbox', { name: 'Postal code' });
    expect(input).toHaveAttribute('placeholder', '1000-001');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '1100a053');
    expect(input).toHaveValue('1100-053');
  });
});

describe('PhoneField', () => {
  it('asks for the phone keypad and the saved number', () => {
    render(<LocationForm onCountryChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
  });
});
