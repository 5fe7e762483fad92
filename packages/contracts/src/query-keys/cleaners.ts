/** Query keys of the cleaners a customer finds, saves and reads reviews of (decision 045). */

export const all = ['cleaners'] as const;
export const lists = ['cleaners', 'list'] as const;
export const list = <Filters extends object>(filters: Filters) => ['cleaners', 'list', filters] as const;
export const detail = (userId: string) => ['cleaners', 'detail', userId] as const;
export const reviews = (userId: string) => ['cleaners', 'reviews', userId] as const;
export const favorites = ['cleaners', 'favorites'] as const;
export const serviceOptions = ['cleaners', 'service-options'] as const;
export const defaultCity = ['cleaners', 'default-city'] as const;
