/** Reference data every installation needs (spec section 9). Seeded idempotently at every start. */
export const SERVICES = [
  {
    name: 'Regular House Cleaning',
    description: 'Kitchen, bathroom, living room and bedrooms: dusting, vacuuming, mopping and surfaces.',
    basePriceCents: 4999,
    durationHours: 2.5,
  },
  {
    name: 'Deep Cleaning',
    description:
      'A top-to-bottom clean: inside cabinets, behind appliances, grout, skirting boards and fixtures.',
    basePriceCents: 8999,
    durationHours: 4,
  },
  {
    name: 'Move-in/Move-out Cleaning',
    description: 'An empty home made spotless for the keys to change hands.',
    basePriceCents: 11999,
    durationHours: 5,
  },
  {
    name: 'Post-Construction Cleaning',
    description: 'Dust, debris and paint spots removed after building or renovation work.',
    basePriceCents: 14999,
    durationHours: 6,
  },
  {
    name: 'Office Cleaning',
    description: 'Desks, meeting rooms, kitchens and washrooms for small offices.',
    basePriceCents: 6999,
    durationHours: 3,
  },
  {
    name: 'Carpet Cleaning',
    description: 'Shampoo and stain treatment for carpets and rugs.',
    basePriceCents: 5999,
    durationHours: 2,
  },
  {
    name: 'Window Cleaning',
    description: 'Inside and outside panes, frames and sills within safe reach.',
    basePriceCents: 3999,
    durationHours: 1.5,
  },
  {
    name: 'Laundry Services',
    description: 'Washing, drying, folding and ironing during the visit.',
    basePriceCents: 2999,
    durationHours: 1.5,
  },
] as const;

export const ADD_ONS = [
  {
    name: 'Oven Cleaning',
    description: 'Inside the oven, racks and door glass degreased.',
    priceCents: 2000,
  },
  { name: 'Pet Hair Removal', description: 'Extra vacuuming of sofas, rugs and corners.', priceCents: 1500 },
  { name: 'Balcony Cleaning', description: 'Floor swept and washed, railings wiped.', priceCents: 1500 },
  { name: 'Window Cleaning', description: 'Inside of all reachable windows and sills.', priceCents: 2500 },
  {
    name: 'Inside the Fridge',
    description: 'Shelves and drawers emptied, washed and dried.',
    priceCents: 1500,
  },
] as const;

export const FAQ = [
  {
    category: 'Pricing',
    question: 'How much does a basic cleaning cost?',
    answer:
      'A basic cleaning is €49.99 and covers the kitchen, bathroom, living room and up to two bedrooms. Prices by home size are shown when you book.',
  },
  {
    category: 'Pricing',
    question: 'What if the cleaning takes longer than planned?',
    answer:
      'The base price covers up to 2.5 hours. Extra time is €30 per additional hour, billed in started 30-minute blocks of €10.',
  },
  {
    category: 'Services',
    question: 'Which extras can I add?',
    answer: 'Add-ons include oven cleaning, pet hair removal, balcony cleaning and window cleaning.',
  },
  {
    category: 'Services',
    question: 'Do I need a custom service?',
    answer:
      'Tell your cleaner what you need in the special instructions when you book, or choose Deep Cleaning or Move-in/Move-out Cleaning.',
  },
  {
    category: 'Booking',
    question: 'Do I need to be at home during the cleaning?',
    answer: 'No. Presence at home is not required: leave access instructions in the special instructions.',
  },
  {
    category: 'Payments',
    question: 'When is my card charged?',
    answer: 'Only after your cleaner confirms the booking. Nothing is charged when you request it.',
  },
  {
    category: 'Booking',
    question: 'Can I cancel a booking?',
    answer: 'Yes, free of charge until 24 hours before the start. After that, please contact support.',
  },
] as const;
