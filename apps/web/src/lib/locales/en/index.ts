import shell from '../en.json';

/**
 * English strings: the shell's (en.json) plus one file per feature, each under its own top-level key, so
 * features add their texts without touching each other's files. A new language mirrors this folder.
 */
export const en = {
  ...shell,
};
