/** Query keys of the catalogue: services, add-ons, prices and questions (decision 045). */

export const services = ['catalogue', 'services'] as const;
export const addOns = ['catalogue', 'add-ons'] as const;
export const pricing = ['catalogue', 'pricing'] as const;
export const faq = ['catalogue', 'faq'] as const;
