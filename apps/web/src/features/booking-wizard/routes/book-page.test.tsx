import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBooking } from '@/test/booking-fixture';
import { json, problem } from '@/test/fetch';
import { paymentMethod } from '@/test/payment-method-fixture';
import {
  ADDRESS_ID,
  ANA,
  api,
  CARD_ID,
  continueButton,
  OVEN_ID,
  onWizardMonday,
  RUI,
  renderPage,
  SERVICE_ID,
  stepHeading,
  user,
  walkTo,
} from '../booking-wizard-test-kit';

onWizardMonday();

// Six steps of clicking take a while on a busy machine.
describe('BookPage', { timeout: 30_000 }, () => {
  it('starts on T2 and shows one-time or recurring prices and times in the address currency', async () => {
    api();
    renderPage();
    expect(await screen.findByText('Step 1 of 6')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /^T2/ })).toBeChecked();
    const t3 = screen.getByRole('radio', { name: /^T3/ });
    expect(t3).toHaveAccessibleName(expect.stringContaining('€65.00'));
    expect(t3).toHaveAccessibleName(expect.stringContaining('up to 3h00'));
    await user().click(screen.getByRole('switch', { name: 'Recurring Cleaning' }));
    expect(screen.getByRole('radio', { name: /^T3/ })).toHaveAccessibleName(
      expect.stringContaining('€60.00'),
    );
    expect(screen.getByRole('radio', { name: /^T3/ })).toHaveAccessibleName(expect.stringContaining('2h30'));
    expect(screen.getByRole('radio', { name: /^T0/ })).toHaveAccessibleName(
      expect.stringContaining('€32.00'),
    );
    expect(document.title).toBe('Book a cleaning | Limpa');
  });

  it('advances only when the step is done, and Back steps back', async () => {
    api({ addresses: [] });
    const { router } = renderPage();
    const u = user();
    await stepHeading('Property type');
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await u.click(continueButton());
    await stepHeading('Location');
    expect(router.state.location.search).toBe('?step=2');
    expect(await screen.findByText('No saved addresses yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Address' })).toHaveAttribute(
      'href',
      `/customer/addresses?mode=new&returnTo=${encodeURIComponent('/customer/book?step=2')}`,
    );
    expect(continueButton()).toBeDisabled();
    // The header back control and the footer Back both go back one step.
    await u.click(screen.getAllByRole('button', { name: 'Back' })[0]!);
    await stepHeading('Property type');
    expect(router.state.location.search).toBe('');
  });

  it('needs a time before leaving step 3; the browser back button steps back too', async () => {
    api();
    const { router } = renderPage();
    const u = await walkTo(3);
    expect(continueButton()).toBeDisabled();
    await u.click(await screen.findByRole('radio', { name: '10:00' }));
    expect(continueButton()).toBeEnabled();
    await u.click(continueButton());
    await stepHeading('Optional Add-ons');
    await router.navigate(-1);
    await stepHeading('Date & Time');
    expect(screen.getByRole('radio', { name: '10:00' })).toBeChecked();
  });

  it('lists only the free times the API answers, for the chosen date and home type', async () => {
    const { requests } = api({
      slots: (request) =>
        request.url.includes('date=2026-11-24')
          ? []
          : [
              { time: '09:00', cleanerIds: [ANA] },
              { time: '15:00', cleanerIds: [ANA] },
            ],
    });
    renderPage();
    const u = await walkTo(3);
    const times = await screen.findByRole('group', { name: 'Available times' });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['09:00', '15:00']);
    const slotsUrl = requests.find((r) => r.url.startsWith('/api/v1/slots'))!.url;
    expect(new URL(slotsUrl, 'http://x').searchParams.toString()).toBe(
      `date=2026-11-23&addressId=${ADDRESS_ID}&homeType=T3&isRecurring=true`,
    );
    expect(screen.getByText('Estimated time: 2h30')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Tuesday, November 24, 2026' }));
    expect(
      await screen.findByText('No free times on this day. Please choose another date.'),
    ).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });

  it('offers only cleaners serving the address who are free at the chosen time', async () => {
    api();
    renderPage();
    const u = await walkTo(5);
    const ana = await screen.findByRole('article', { name: 'Ana Silva' });
    // Rui is free but does not serve the address; João serves it but is busy at 10:00. "Any" comes first.
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Any available cleaner',
      'Ana Silva',
    ]);
    expect(within(ana).getByText('4.7 (12 reviews)')).toBeInTheDocument();
    expect(within(ana).getByText('€22.00/hr')).toBeInTheDocument();
    expect(within(ana).getByText('Lisboa')).toBeInTheDocument();
    expect(within(ana).getByRole('button', { name: 'Message' })).toBeEnabled();
    expect(continueButton()).toBeDisabled();

    await u.click(within(ana).getByRole('button', { name: 'Book Now' }));
    expect(within(ana).getByRole('button', { name: 'Selected' })).toHaveAttribute('aria-pressed', 'true');
    expect(continueButton()).toBeEnabled();

    // At 14:00 only João is free: "New" without reviews and the default rate of 25.
    await u.click(screen.getAllByRole('button', { name: 'Back' })[1]!);
    await stepHeading('Optional Add-ons');
    await u.click(screen.getAllByRole('button', { name: 'Back' })[1]!);
    await u.click(await screen.findByRole('radio', { name: '14:00' }));
    await u.click(continueButton());
    await u.click(continueButton());
    const joao = await screen.findByRole('article', { name: 'João Costa' });
    expect(within(joao).getByText('New')).toBeInTheDocument();
    expect(within(joao).getByText('€25.00/hr')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });

  it("Message opens the pre-booking conversation with that cleaner, and closing it keeps the wizard's choices", async () => {
    const conversationId = '77777777-7777-4777-8777-777777777777';
    const messages: unknown[] = [];
    const { requests } = api({
      extra: ({ url, method, body }) => {
        if (url === '/api/v1/conversations' && method === 'POST') return json({ id: conversationId }, 201);
        if (url === `/api/v1/conversations/${conversationId}`) {
          return json({
            id: conversationId,
            customerId: 'u1',
            cleanerId: ANA,
            customerName: 'Eva Customer',
            cleanerName: 'Ana Silva',
            open: true,
            closedReason: null,
          });
        }
        if (url.startsWith(`/api/v1/conversations/${conversationId}/messages`) && method === 'GET') {
          return json({ items: messages, nextCursor: null, open: true });
        }
        if (url === `/api/v1/conversations/${conversationId}/messages` && method === 'POST') {
          const sent = {
            id: crypto.randomUUID(),
            conversationId,
            senderId: 'u1',
            senderRole: 'customer',
            body: (body as { body: string }).body,
            createdAt: '2026-11-23T07:01:00.000Z',
            readAt: null,
          };
          messages.unshift(sent);
          return json(sent, 201);
        }
        return undefined;
      },
    });
    renderPage();
    const u = await walkTo(5, { addOven: true });
    const ana = await screen.findByRole('article', { name: 'Ana Silva' });
    await u.click(within(ana).getByRole('button', { name: 'Book Now' }));
    await u.click(within(ana).getByRole('button', { name: 'Message' }));

    const dialog = await screen.findByRole('dialog', { name: 'Message Ana Silva' });
    expect(
      await within(dialog).findByText('No messages yet. Ask Ana Silva anything before you book.'),
    ).toBeVisible();
    expect(requests.find((r) => r.url === '/api/v1/conversations')?.body).toEqual({ cleanerId: ANA });
    await u.type(within(dialog).getByLabelText('Message'), 'Do you bring your own products?{Enter}');
    expect(await within(dialog).findByText('Do you bring your own products?')).toBeVisible();
    expect(
      requests.find(
        (r) => r.method === 'POST' && r.url === `/api/v1/conversations/${conversationId}/messages`,
      )?.body,
    ).toEqual({ body: 'Do you bring your own products?' });

    await u.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Still step 5, Ana still chosen, and the earlier steps' choices carry on to the review.
    expect(screen.getByRole('heading', { level: 2, name: 'Choose Your Cleaner' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Ana Silva' })).getByRole('button', { name: 'Selected' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await u.click(continueButton());
    await stepHeading('Payment & Review');
    expect(screen.getAllByText(/Oven Cleaning/).length).toBeGreaterThan(0);
  });

  it('says so when the conversation cannot be opened, and Try again opens it', async () => {
    let fail = true;
    api({
      extra: ({ url, method }) => {
        if (url === '/api/v1/conversations' && method === 'POST') {
          if (fail) return problem(404, 'Not Found', 'Cleaner not found.', 'not_found');
          return json({ id: '77777777-7777-4777-8777-777777777777' }, 201);
        }
        return undefined;
      },
    });
    renderPage();
    const u = await walkTo(5);
    const ana = await screen.findByRole('article', { name: 'Ana Silva' });
    await u.click(within(ana).getByRole('button', { name: 'Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Ana Silva' });
    expect(await within(dialog).findByText('The conversation could not be opened.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Message')).not.toBeInTheDocument();
    fail = false;
    await u.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(dialog).queryByText('The conversation could not be opened.')).not.toBeInTheDocument(),
    );
  });

  it('says nobody is free then when the cleaners serving the address are busy, and leads back to step 3', async () => {
    // Only Rui is free at 10:00, and he does not serve the address; Ana and João do.
    api({ slots: () => [{ time: '10:00', cleanerIds: [RUI] }] });
    renderPage();
    const u = await walkTo(5);
    expect(await screen.findByText('No cleaner is free at this time.')).toBeInTheDocument();
    expect(
      screen.getByText('The cleaners who serve this address are all booked then. Choose another time.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No approved cleaners available in your area yet.')).not.toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Choose another time' }));
    await stepHeading('Date & Time');
  });

  it('says so when there are no add-ons', async () => {
    api({ addOns: [] });
    renderPage();
    await walkTo(4);
    expect(await screen.findByText('No add-ons available at the moment')).toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
  });

  it('summarises the booking with its add-ons and total, and preselects the default card', async () => {
    api();
    renderPage();
    await walkTo(6, { addOven: true, note: 'Ring twice' });

    await waitFor(() => expect(screen.getByRole('radio', { name: /4242.*Default/ })).toBeChecked());
    expect(screen.getByRole('radio', { name: /Expired/ })).toBeDisabled();
    expect(screen.getByLabelText('Special instructions (optional)')).toHaveValue('Ring twice');
    const summary = screen.getByRole('region', { name: 'Booking summary' });
    expect(within(summary).getByText('T3 · 3 bedrooms')).toBeInTheDocument();
    expect(within(summary).getByText('Yes, every 2 weeks')).toBeInTheDocument();
    expect(within(summary).getByText('Monday, November 23, 2026 at 10:00')).toBeInTheDocument();
    expect(within(summary).getByText('Rua Augusta 100, 1100-053 Lisboa')).toBeInTheDocument();
    expect(within(summary).getByText('Ana Silva')).toBeInTheDocument();
    expect(within(summary).getByText('€60.00')).toBeInTheDocument();
    expect(within(summary).getByText('Oven Cleaning')).toBeInTheDocument();
    expect(within(summary).getByText('€20.00')).toBeInTheDocument();
    expect(within(summary).getByText('€80.00')).toBeInTheDocument();
    expect(
      within(summary).getByText('Cards are charged only after your cleaner confirms.'),
    ).toBeInTheDocument();
  });

  it('disables Book Now while booking, sends no totals and goes to the dashboard', async () => {
    let release: (response: Response) => void = () => {};
    const { requests, fetchMock } = api({
      createBooking: () => new Promise<Response>((resolve) => (release = resolve)),
    });
    renderPage('/customer/book', { selectedServiceId: SERVICE_ID });
    const u = await walkTo(6, { addOven: true });
    await u.click(screen.getByRole('button', { name: 'Book Now' }));

    const pending = await screen.findByRole('button', { name: 'Booking...' });
    expect(pending).toBeDisabled();
    const post = requests.find((r) => r.url === '/api/v1/bookings' && r.method === 'POST');
    expect(post?.body).toEqual({
      homeType: 'T3',
      isRecurring: true,
      recurrence: { everyWeeks: 2 },
      addressId: ADDRESS_ID,
      bookingDate: '2026-11-23',
      bookingTime: '10:00',
      addOnIds: [OVEN_ID],
      cleanerId: ANA,
      paymentMethodId: CARD_ID,
      serviceId: SERVICE_ID,
    });
    const init = fetchMock.mock.calls.find(
      ([url, i]) => url === '/api/v1/bookings' && i?.method === 'POST',
    )?.[1];
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);

    release(json(makeBooking(), 201));
    expect(await screen.findByText('Booking Created!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your cleaning request has been sent. Payment will be processed after provider confirmation.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('returns to step 3 with fresh free times when the time was just taken (409)', async () => {
    let slotCalls = 0;
    api({
      slots: () => {
        slotCalls += 1;
        return slotCalls === 1
          ? [{ time: '10:00', cleanerIds: [ANA] }]
          : [{ time: '11:00', cleanerIds: [ANA] }];
      },
      createBooking: () => problem(409, 'Booking Failed', 'This time is no longer available', 'slot_taken'),
    });
    renderPage();
    const u = await walkTo(6);
    await u.click(screen.getByRole('button', { name: 'Book Now' }));

    expect(await screen.findByText('This time is no longer available')).toBeInTheDocument();
    expect(screen.getAllByText('Booking Failed').length).toBeGreaterThan(0);
    await stepHeading('Date & Time');
    expect(await screen.findByRole('radio', { name: '11:00' })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: '10:00' })).not.toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });

  it('stays on the review with the server message when the customer has too many open requests (409)', async () => {
    api({
      createBooking: () =>
        problem(
          409,
          'Too Many Pending Bookings',
          'You already have 5 booking requests waiting for a cleaner. Please wait for an answer or cancel one first.',
          'too_many_pending',
        ),
    });
    renderPage();
    const u = await walkTo(6);
    await u.click(screen.getByRole('button', { name: 'Book Now' }));

    expect(await screen.findByText('Too Many Pending Bookings')).toBeInTheDocument();
    expect(screen.getByText(/You already have 5 booking requests/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
  });

  it('shows the maintenance answer (503) with the server title', async () => {
    api({
      createBooking: () =>
        problem(503, 'Bookings are temporarily disabled', 'Bookings are temporarily disabled', 'maintenance'),
    });
    renderPage();
    const u = await walkTo(6);
    await u.click(screen.getByRole('button', { name: 'Book Now' }));
    const notifications = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(notifications).findByText('Bookings are temporarily disabled')).toBeInTheDocument();
    await stepHeading('Payment & Review');
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  });

  it("shows any other refusal in the server's words", async () => {
    api({
      createBooking: () =>
        problem(422, 'Unprocessable Entity', 'This cleaner does not serve this address.', 'outside_area'),
    });
    renderPage();
    const u = await walkTo(6);
    await u.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('This cleaner does not serve this address.')).toBeInTheDocument();
    expect(screen.getByText('Booking Failed')).toBeInTheDocument();
    expect(screen.queryByText('There was an error creating your booking. Please try again.')).toBeNull();
  });

  it('shows the generic failure when the server gave no reason', async () => {
    api({ createBooking: () => new Response(null, { status: 500 }) });
    renderPage();
    const u = await walkTo(6);
    await u.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(
      await screen.findByText('There was an error creating your booking. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Booking Failed')).toBeInTheDocument();
  });

  it('asks for the missing information when no card can be used', async () => {
    const { requests } = api({ cards: [] });
    renderPage();
    const u = await walkTo(6);
    expect(screen.getByText('You have no saved cards yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a payment method' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Choose a saved card or add a payment method to book.')).toBeInTheDocument();
    expect(screen.queryByText(/including home type/)).not.toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/v1/bookings')).toBe(false);
  });

  it('adds a card without leaving the wizard and chooses it', async () => {
    const added = paymentMethod({
      id: '00000000-0000-4000-8000-000000000077',
      lastFour: '4444',
      brand: 'mastercard',
    });
    const { requests } = api({
      cards: [],
      extra: (request) => {
        if (request.url === '/api/v1/payments/local/tokens') return json({ token: 'tok_local_1' }, 201);
        if (request.url === '/api/v1/me/payment-methods' && request.method === 'POST')
          return json(added, 201);
        return undefined;
      },
    });
    renderPage();
    const u = await walkTo(6);
    await u.click(screen.getByRole('button', { name: 'Add a payment method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Card' });
    await u.type(within(dialog).getByLabelText('Card number'), '5555555555554444');
    await u.type(
      within(dialog).getByLabelText('Expiry (MM/YY)'),
      `12${String((new Date().getUTCFullYear() + 2) % 100)}`,
    );
    await u.type(within(dialog).getByLabelText('CVC'), '123');
    await u.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Card' })).not.toBeInTheDocument());
    expect(
      requests.filter((r) => r.url === '/api/v1/me/payment-methods' && r.method === 'POST'),
    ).toHaveLength(1);
  });

  it('tells the customer when the payment methods cannot be loaded', async () => {
    api({ cards: problem(500, 'Internal Server Error', 'boom') });
    renderPage();
    expect(await screen.findByText('Payment Methods Error', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      screen.getByText('Failed to load payment methods. Please add a payment method first.'),
    ).toBeInTheDocument();
  });

  it('with ?cleaner= shows that cleaner, only their free times, and preselects them', async () => {
    const { requests } = api({ slots: () => [{ time: '10:00', cleanerIds: [ANA] }] });
    renderPage(`/customer/book?cleaner=${ANA}`);
    const u = await walkTo(3);
    const chosen = await screen.findByRole('region', { name: 'Your chosen cleaner' });
    expect(await within(chosen).findByRole('heading', { name: 'Ana Silva' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        requests.some((r) => r.url.startsWith('/api/v1/slots') && r.url.includes(`cleanerId=${ANA}`)),
      ).toBe(true),
    );
    await u.click(await screen.findByRole('radio', { name: '10:00' }));
    await u.click(continueButton());
    await u.click(continueButton());
    const ana = await screen.findByRole('article', { name: 'Ana Silva' });
    expect(within(ana).getByRole('button', { name: 'Selected' })).toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
  });
});
