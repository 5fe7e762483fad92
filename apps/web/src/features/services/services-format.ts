/** Catalogue prices are shown in euro (docs/product-rules.md#money). */
export const CATALOGUE_CURRENCY = 'EUR';
