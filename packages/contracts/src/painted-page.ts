/**
 * The signed-in customer home painted by the server (decision 039): the web build renders it once per language
 * with these in place of the person's names, and the API puts the escaped names in per request. Plain ASCII that
 * React's escaping leaves as it is and no name can contain by accident.
 */
export const PAINTED_NAME_TOKENS = {
  /** What the header shows: the full name, else the e-mail address. */
  displayName: '%%limpa:display-name%%',
  /** The greeting's first name. */
  firstName: '%%limpa:first-name%%',
} as const;
