/**
 * Query key of the inbox (decision 045): under messages.ts's root, so a message's live event refreshes it, in a
 * module of its own so the screens that show one conversation do not carry it.
 */

export const inbox = ['messages', 'inbox'] as const;
