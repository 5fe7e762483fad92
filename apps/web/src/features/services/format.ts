/** Catalogue prices are shown in euro (spec section 9). */
export const CATALOGUE_CURRENCY = 'EUR';
