/** LIKE pattern matching `text` anywhere, with the wildcards and the escape character taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
