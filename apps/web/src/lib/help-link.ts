import { SUPPORT_TOPICS, type SupportTopic } from '@limpa/domain';

/**
 * Where a "contact support" text leads: the Help page's "Contact us" with the topic chosen and, when there is
 * one, the booking it is about (decision 067). The Help page reads the same parameters back with
 * `readHelpContext`, so the link and the form agree.
 */
export function helpLink(context: { topic: SupportTopic; bookingId?: string | null }): string {
  const params = new URLSearchParams({ topic: context.topic });
  if (context.bookingId) params.set('booking', context.bookingId);
  return `/help?${params}#contact`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The context a link put in the URL; an unknown topic or a malformed id is ignored, not trusted. */
export function readHelpContext(params: URLSearchParams): { topic?: SupportTopic; bookingId?: string } {
  const topic = params.get('topic');
  const bookingId = params.get('booking');
  return {
    ...((SUPPORT_TOPICS as readonly string[]).includes(topic ?? '') && { topic: topic as SupportTopic }),
    ...(bookingId && UUID.test(bookingId) && { bookingId }),
  };
}
