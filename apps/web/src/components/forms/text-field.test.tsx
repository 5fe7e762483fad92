import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { CanadianProvinceField } from './canadian-province-field';
import { TextField } from './text-field';

function NameForm({ error }: { error?: string }) {
  const { register, watch } = useForm({ defaultValues: { name: 'Ana' } });
  return (
    <>
      <TextField id="name" label="Full name" hint="As on your ID" error={error} {...register('name')} />
      <output aria-label="Value">{watch('name')}</output>
    </>
  );
}

describe('TextField', () => {
  it('is labelled, described by its hint and bound to the form', async () => {
    render(<NameForm />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).toHaveValue('Ana');
    expect(input).toHaveAccessibleDescription('As on your ID');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, ' Silva');
    expect(screen.getByRole('status', { name: 'Value' })).toHaveTextContent('Ana Silva');
  });

  it('shows its error instead of the hint and marks the input invalid', () => {
    render(<NameForm error="Enter your name" />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your name');
    expect(screen.queryByText('As on your ID')).not.toBeInTheDocument();
  });
});

function ProvinceForm() {
  const { control } = useForm({ defaultValues: { province: 'ON' } });
  return (
    <CanadianProvinceField
      id="province"
      label="Province"
      error="Choose a province"
      control={control}
      name="province"
      placeholder="Select…"
    />
  );
}

describe('CanadianProvinceField', () => {
  it('labels the province select and shows the chosen province by name', () => {
    render(<ProvinceForm />);
    const select = screen.getByRole('combobox', { name: 'Province' });
    expect(select).toHaveTextContent('Ontario');
    expect(select).toHaveAccessibleDescription('Choose a province');
  });
});
