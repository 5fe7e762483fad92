/** Apart from the schemas so the screens can show it without loading zod. */
export const FULL_NAME_MAX_LENGTH = 100;
