/** A complaint as GET …/complaint returns it: open, not answered, no decision, no photos unless given. */
export function makeComplaint(bookingId: string, over: object = {}) {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    bookingId,
    reason: 'The kitchen was not cleaned.',
    status: 'open',
    answer: null,
    answeredAt: null,
    decision: null,
    refundCents: null,
    recleanBookingId: null,
    decidedAt: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    photos: [] as { id: string; url: string }[],
    ...over,
  };
}

/** One photo of a booking's complaint, at the address the server serves it from. */
export function complaintPhoto(bookingId: string) {
  const id = '33333333-3333-4333-8333-333333333333';
  return { id, url: `/api/v1/bookings/${bookingId}/complaint/photos/${id}` };
}
