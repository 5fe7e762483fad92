/** Query keys of the cleaner's schedule and days off (decision 045). */

export const upcoming = ['cleaner-schedule', 'upcoming'] as const;
export const month = (month: string) => ['cleaner-schedule', 'month', month] as const;
/** The cleaner's days off (a root of its own). */
export const timeOff = ['time-off'] as const;
