import { expect, test } from '@playwright/test';
import { toast } from '../fixtures/accounts';
import { customerWithAddressAndCard, futureWorkday, pickDateAndTime } from '../fixtures/booking';
import { expectInLanguage } from '../fixtures/languages';

/**
 * A Portuguese customer on a 390 px phone, in European Portuguese, books a Deep Cleaning for their T3 home: the
 * service is chosen at step 1, and the wizard, the booking and My Bookings all show Deep Cleaning's price for a
 * T3 in euros, as the catalogue (GET /services) gives it, not House Cleaning's.
 */
const HOME_TYPE = 'T3';
const DATE_STEP = { calendar: /Escolha uma data/, nextMonth: 'Mês seguinte', times: 'Horários disponíveis' };
/** An amount as pt-PT writes it ("134,99 €"), any space between them. */
const euros = (cents: number) => {
  const text = new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR' }).format(cents / 100);
  return new RegExp(text.replace(/[.]/g, '\\.').replace(/\s/g, '\\s'));
};

interface CatalogueService {
  id: string;
  key: string;
  name: string;
  isDefault: boolean;
  prices: { homeType: string; currency: string; priceCents: number }[];
}

test('a Portuguese customer books a Deep Cleaning in pt-PT at 390 px and pays its T3 price', async ({
  page,
  request,
}) => {
  await customerWithAddressAndCard(page, request, { city: 'Lisboa', name: 'Inês Marques' });
  const saved = await page.request.patch('/api/v1/me/profile', { data: { locale: 'pt-PT' } });
  expect(saved.ok(), await saved.text()).toBe(true);

  // The catalogue as this customer reads it: the service's name in Portuguese and its T3 price in euros.
  const catalogue = await page.request.get('/api/v1/services', { headers: { 'accept-language': 'pt-PT' } });
  expect(catalogue.ok(), await catalogue.text()).toBe(true);
  const services = (await catalogue.json()) as CatalogueService[];
  const deep = services.find((s) => s.key === 'Deep Cleaning');
  expect(deep, 'Deep Cleaning in the catalogue').toBeTruthy();
  const price = deep!.prices.find((p) => p.homeType === HOME_TYPE && p.currency === 'EUR')!.priceCents;
  const house = services.find((s) => s.isDefault);
  const housePrice = house?.prices.find((p) => p.homeType === HOME_TYPE && p.currency === 'EUR')?.priceCents;
  // The journey proves something only if Deep Cleaning's price differs from House Cleaning's for this home.
  expect(housePrice).not.toBe(price);

  await page.goto('/customer/book');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  const next = page.getByRole('button', { name: 'Continuar' });

  // 1. The service, then the home: the T3 card shows Deep Cleaning's price.
  await page.getByRole('combobox', { name: 'Serviço' }).selectOption({ label: deep!.name });
  await page.getByRole('radio', { name: /^T3/ }).check();
  await expect(page.getByRole('radio', { name: /^T3/ })).toHaveAccessibleName(euros(price));
  // Deep Cleaning does not recur: no switch to make it weekly.
  await expect(page.getByRole('switch', { name: 'Limpeza recorrente' })).toHaveCount(0);
  await expectInLanguage(page, 'pt-PT');
  await next.click();

  // 2. The Lisbon address.
  await expect(page.getByRole('heading', { level: 2, name: 'Local' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /1100-053 Lisboa/ })).toBeChecked();
  await next.click();

  // 3. A free time of a cleaner who offers Deep Cleaning.
  await expect(page.getByRole('heading', { level: 2, name: 'Data e hora' })).toBeVisible();
  // A long visit fits fewer days (and other journeys book the same Lisbon cleaners): ask the API for a workday
  // with a free start for Deep Cleaning in this home, as the wizard will, rather than hope a random one has one.
  const [address] = (await (await page.request.get('/api/v1/me/addresses')).json()) as { id: string }[];
  let day = futureWorkday({ locale: 'pt-PT', timeZone: 'Europe/Lisbon' });
  for (let tries = 0; tries < 12; tries++) {
    const query = `date=${day.iso}&addressId=${address!.id}&homeType=${HOME_TYPE}&serviceId=${deep!.id}`;
    const slots = await page.request.get(`/api/v1/slots?${query}`);
    expect(slots.ok(), await slots.text()).toBe(true);
    if (((await slots.json()) as unknown[]).length > 0) break;
    day = futureWorkday({ locale: 'pt-PT', timeZone: 'Europe/Lisbon' });
  }
  const { date, time } = await pickDateAndTime(page, day, DATE_STEP);
  await next.click();

  // 4. No add-ons: the total is the service's price alone.
  await expect(page.getByRole('heading', { level: 2, name: 'Extras opcionais' })).toBeVisible();
  await next.click();

  // 5. The first cleaner offered.
  await expect(page.getByRole('heading', { level: 2, name: 'Escolha o profissional' })).toBeVisible();
  const cleaner = page.getByRole('article').first();
  await cleaner.getByRole('button', { name: 'Marcar agora' }).click();
  await expect(cleaner.getByRole('button', { name: 'Escolhido' })).toBeVisible();
  await next.click();

  // 6. The summary's price is Deep Cleaning's.
  await expect(page.getByRole('heading', { level: 2, name: 'Pagamento e revisão' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Resumo da marcação' });
  await expect(summary.getByText(euros(price)).first()).toBeVisible();
  await expectInLanguage(page, 'pt-PT');
  await page.getByRole('button', { name: 'Marcar agora', exact: true }).click();
  await expect(toast(page, 'Marcação criada!')).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);

  // The booking the server wrote: Deep Cleaning at its T3 price, nothing added.
  const res = await page.request.get('/api/v1/bookings?as=customer');
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as {
    items: {
      serviceId: string | null;
      homeType: string;
      isRecurring: boolean;
      bookingDate: string;
      bookingTime: string;
      basePriceCents: number;
      totalAmountCents: number;
      currency: string;
    }[];
  };
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({
    serviceId: deep!.id,
    homeType: HOME_TYPE,
    isRecurring: false,
    bookingDate: date,
    bookingTime: time,
    basePriceCents: price,
    totalAmountCents: price,
    currency: 'EUR',
  });

  // My Bookings shows it at that price, in Portuguese.
  await page.goto('/customer/bookings');
  await expect(page.getByText(euros(price)).first()).toBeVisible();
  await expect(page.getByText(deep!.name).first()).toBeVisible();
  await expectInLanguage(page, 'pt-PT');
});
