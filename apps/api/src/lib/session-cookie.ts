/** better-auth's session cookie in a Cookie header, with or without the __Secure- prefix (HTTPS). */
export const SESSION_COOKIE = /(^|;\s*)(__Secure-)?better-auth\.session_token=/;
