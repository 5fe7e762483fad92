import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lisbon, toronto } from '@/test/address-fixtures';
import { json, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import type { AddressFormValues } from '../address-schemas';
import { EMPTY_ADDRESS_FORM } from '../address-schemas';
import { AddressForm } from './address-form';

const LIST = '/api/v1/me/addresses';

// Sonner keeps toasts in a module-level store that the next test's Toaster would replay.
afterEach(() => {
  toast.dismiss();
});

function renderForm(
  values: Partial<AddressFormValues> = {},
  props: Partial<Parameters<typeof AddressForm>[0]> = {},
) {
  const onDone = vi.fn();
  const onCancel = vi.fn();
  const view = renderWithProviders(
    <AddressForm
      initialValues={{ ...EMPTY_ADDRESS_FORM, ...values }}
      isFirstAddress={false}
      onDone={onDone}
      onCancel={onCancel}
      {...props}
    />,
    { path: '/customer/addresses' },
  );
  return { ...view, onDone, onCancel };
}

const filledPortugal: Partial<AddressFormValues> = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.com',
  streetAddress: 'Rua Augusta 10',
  locality: 'Lisboa',
  postalCode: '1100-053',
};

/** The notifications region, so a toast is not confused with a field message. */
const toasts = () => screen.getByRole('region', { name: /Notifications/ });

async function chooseOption(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Address' }));

describe('AddressForm: client checks', { timeout: 20_000 }, () => {
  it('shows "This field is required" under each missing field and the Validation Error toast, without calling the API', async () => {
    const { requests } = mockFetch();
    renderForm();
    await save();

    expect(await within(toasts()).findByText('Validation Error')).toBeInTheDocument();
    expect(within(toasts()).getByText('Please fill in all required fields')).toBeInTheDocument();
    for (const label of [
      'First name',
      'Last name',
      'Email',
      'Street address',
      'City or town',
      'Postal code',
    ]) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('This field is required');
    }
    // Optional fields stay quiet.
    expect(screen.getByLabelText('Phone (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('District (optional)', { selector: 'button' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(requests.some((r) => r.url === LIST)).toBe(false);
  });

  it('requires city and province for Canada (and not for Portugal)', async () => {
    const { requests } = mockFetch();
    renderForm({ ...filledPortugal, country: 'canada', postalCode: 'M5V 3A4' });
    await save();

    expect(await screen.findByLabelText('City')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('combobox', { name: 'Province or territory' })).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(within(toasts()).getByText('Please fill in all required fields')).toBeInTheDocument();
    expect(requests.some((r) => r.url === LIST)).toBe(false);
  });

  it('requires the city of a Portuguese address, marked required, and sends it once given', async () => {
    const { requests } = mockFetch(({ url, method }) =>
      url === LIST && method === 'POST' ? json(toronto, 201) : undefined,
    );
    renderForm({ ...filledPortugal, country: 'portugal', locality: '' });
    const city = screen.getByLabelText('City or town');
    expect(city).toHaveAttribute('aria-required', 'true');
    await save();
    expect(city).toHaveAccessibleDescription('This field is required');
    expect(within(toasts()).getByText('Please fill in all required fields')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.type(city, 'Lisboa');
    await save();
    expect(await within(toasts()).findByText('Address saved successfully')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({ locality: 'Lisboa' });
  });

  it('checks the postal code format of the country', async () => {
    mockFetch();
    renderForm({ ...filledPortugal, postalCode: '1100' });
    await save();
    expect(await screen.findByLabelText('Postal code')).toHaveAccessibleDescription(
      'Please enter a valid Portuguese postal code (e.g. 1000-001)',
    );
    expect(within(toasts()).getByText('Validation Error')).toBeInTheDocument();
  });

  it('upper-cases a Canadian postal code as it is typed and shows the example format', async () => {
    mockFetch();
    renderForm({ country: 'canada' });
    const postalCode = screen.getByLabelText('Postal code');
    expect(postalCode).toHaveAttribute('placeholder', 'M5V 3A4');
    await userEvent.type(postalCode, 'm5v 3a4');
    expect(postalCode).toHaveValue('M5V 3A4');
  });

  it('writes a Portuguese postal code with its dash', async () => {
    mockFetch();
    renderForm({ country: 'portugal' });
    const postalCode = screen.getByLabelText('Postal code');
    expect(postalCode).toHaveAttribute('placeholder', '1000-001');
    expect(postalCode).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(postalCode, '1000001');
    expect(postalCode).toHaveValue('1000-001');
  });

  it('shows the currency read-only and changes it with the country, with the country-specific fields', async () => {
    mockFetch();
    renderForm({ country: 'portugal' });
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
    expect(screen.getByLabelText('Currency')).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'District (optional)' })).toBeInTheDocument();
    expect(screen.queryByLabelText('City')).not.toBeInTheDocument();

    await chooseOption('Country', 'Canada');
    expect(screen.getByLabelText('Currency')).toHaveValue('CAD');
    expect(screen.getByLabelText('City')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Province or territory' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'District (optional)' })).not.toBeInTheDocument();

    await chooseOption('Country', 'Portugal');
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
  });

  it('offers the 18 districts and the autonomous regions as a separate group', async () => {
    mockFetch();
    renderForm({ country: 'portugal' });
    await userEvent.click(screen.getByRole('combobox', { name: 'District (optional)' }));
    const listbox = await screen.findByRole('listbox');
    const groups = within(listbox).getAllByRole('group');
    expect(within(groups[0]!).getAllByRole('option')).toHaveLength(18);
    expect(
      within(groups[1]!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Açores', 'Madeira']);
    expect(groups[1]).toHaveAccessibleName('Autonomous regions');
  });
});

describe('AddressForm: rooms', { timeout: 20_000 }, () => {
  it('T3 creates 3 bedrooms plus one living room, kitchen and bathroom, all medium', async () => {
    const { requests } = mockFetch(({ url, method }) =>
      url === LIST && method === 'POST' ? json(lisbon, 201) : undefined,
    );
    renderForm(filledPortugal);
    await userEvent.click(screen.getByRole('radio', { name: /^T3/ }));
    expect(screen.getByRole('radio', { name: /^T3/ })).toBeChecked();
    expect(screen.getByText('Rooms: 3 bedrooms, 1 living room, 1 kitchen, 1 bathroom')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'T4+ 4+ bedrooms' })).toBeInTheDocument();

    await save();
    expect(await within(toasts()).findByText('Address saved successfully')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      propertyRooms: [
        { type: 'bedroom', count: 3, size: 'medium' },
        { type: 'living_room', count: 1, size: 'medium' },
        { type: 'kitchen', count: 1, size: 'medium' },
        { type: 'bathroom', count: 1, size: 'medium' },
      ],
    });
  });

  it('extra room steppers count up and down and remove the room at 0', async () => {
    const { requests } = mockFetch(({ url, method }) =>
      url === LIST && method === 'POST' ? json(lisbon, 201) : undefined,
    );
    renderForm(filledPortugal);
    await userEvent.click(screen.getByRole('radio', { name: /^T1/ }));
    const add = screen.getByRole('button', { name: 'Add office' });
    const remove = screen.getByRole('button', { name: 'Remove office' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(add);
    await userEvent.click(add);
    expect(screen.getByText('Office:').parentElement).toHaveTextContent('Office: 2');
    expect(screen.getByText(/^Rooms:/)).toHaveTextContent(
      '1 bedroom, 1 living room, 1 kitchen, 1 bathroom, 2 offices',
    );

    // Choosing another configuration keeps the extra rooms.
    await userEvent.click(screen.getByRole('radio', { name: /^T2/ }));
    expect(screen.getByText(/^Rooms:/)).toHaveTextContent(
      '2 bedrooms, 1 living room, 1 kitchen, 1 bathroom, 2 offices',
    );

    await userEvent.click(remove);
    await userEvent.click(remove);
    expect(screen.getByText('Office:').parentElement).toHaveTextContent('Office: 0');
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(remove);
    expect(screen.getByText(/^Rooms:/)).not.toHaveTextContent('office');

    await save();
    expect(await within(toasts()).findByText('Address saved successfully')).toBeInTheDocument();
    const body = requests.find((r) => r.method === 'POST')?.body as { propertyRooms: { type: string }[] };
    expect(body.propertyRooms.map((room) => room.type)).toEqual([
      'bedroom',
      'living_room',
      'kitchen',
      'bathroom',
    ]);
  });
});

describe('AddressForm: saving', { timeout: 20_000 }, () => {
  it('sends the address, says "Address saved successfully" and returns to the list', async () => {
    const { requests } = mockFetch(({ url, method }) =>
      url === LIST && method === 'POST' ? json(toronto, 201) : undefined,
    );
    const { onDone } = renderForm({
      ...filledPortugal,
      addressType: 'additional',
      country: 'canada',
      postalCode: '',
    });
    expect(screen.getByRole('tab', { name: 'Additional Address' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(screen.getByLabelText('City'), 'Toronto');
    await chooseOption('Province or territory', 'Ontario');
    await userEvent.type(screen.getByLabelText('Postal code'), 'm5v3a4');
    await userEvent.click(screen.getByRole('radio', { name: 'House' }));
    await userEvent.type(screen.getByLabelText('Label (optional)'), 'Cottage');
    await save();

    expect(await within(toasts()).findByText('Address saved successfully')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      addressType: 'additional',
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@example.com',
      phone: null,
      country: 'canada',
      streetAddress: 'Rua Augusta 10',
      unitNumber: null,
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5V 3A4',
      locality: null,
      district: null,
      isDefault: false,
      label: 'Cottage',
      propertyType: 'house',
      propertyRooms: [],
    });
  });

  it('the tabs choose the address type', async () => {
    const { requests } = mockFetch(({ url, method }) =>
      url === LIST && method === 'POST' ? json(lisbon, 201) : undefined,
    );
    renderForm(filledPortugal);
    expect(screen.getByRole('tab', { name: 'Primary Address' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Additional Address' }));
    expect(screen.getByRole('tab', { name: 'Additional Address' })).toHaveAttribute('aria-selected', 'true');
    // The form keeps what was typed.
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    await save();
    expect(await within(toasts()).findByText('Address saved successfully')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({ addressType: 'additional' });
  });

  it('shows "Limit Reached" with the server message from a 422 and stays on the form', async () => {
    mockFetch(({ url, method }) =>
      url === LIST && method === 'POST'
        ? new Response(
            JSON.stringify({
              type: 'about:blank',
              title: 'Limit Reached',
              status: 422,
              detail: 'You can only have up to 5 additional addresses',
              code: 'address_limit_reached',
            }),
            { status: 422, headers: { 'content-type': 'application/problem+json' } },
          )
        : undefined,
    );
    const { onDone } = renderForm({ ...filledPortugal, addressType: 'additional' });
    await save();

    expect(await within(toasts()).findByText('Limit Reached')).toBeInTheDocument();
    expect(within(toasts()).getByText('You can only have up to 5 additional addresses')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save Address' })).toBeEnabled();
  });

  it("puts the server's field problems under their fields", async () => {
    mockFetch(({ url, method }) =>
      url === LIST && method === 'POST'
        ? new Response(
            JSON.stringify({
              type: 'about:blank',
              title: 'Validation Error',
              status: 400,
              detail: 'Please fill in all required fields',
              code: 'validation_error',
              errors: [
                { path: 'body.streetAddress', message: 'Please fill in all required fields' },
                { path: 'body.email', message: 'Please enter a valid email address' },
              ],
            }),
            { status: 400, headers: { 'content-type': 'application/problem+json' } },
          )
        : undefined,
    );
    renderForm(filledPortugal);
    await save();

    expect(await within(toasts()).findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByLabelText('Street address')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('falls back to "Failed to save address" without a server message', async () => {
    mockFetch(({ url, method }) =>
      url === LIST && method === 'POST' ? new Response('oops', { status: 500 }) : undefined,
    );
    renderForm(filledPortugal);
    await save();
    expect(await within(toasts()).findByText('Failed to save address')).toBeInTheDocument();
  });

  it('disables Save while saving', async () => {
    mockFetch(({ url, method }) =>
      url === LIST && method === 'POST' ? new Promise<Response>(() => {}) : undefined,
    );
    renderForm(filledPortugal);
    await save();
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('Cancel leaves without saving', async () => {
    const { requests } = mockFetch();
    const { onCancel } = renderForm(filledPortugal);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(requests.some((r) => r.url === LIST)).toBe(false);
  });
});
