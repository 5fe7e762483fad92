/** The English short weekday names, Monday first, as calendars that start the week on Monday head their columns. */
export const WEEK_FROM_MONDAY_EN = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
