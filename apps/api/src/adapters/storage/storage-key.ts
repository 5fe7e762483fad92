/** Lower-case segments of letters, digits, `-` and `_`, separated by `/`, ending in a file extension. */
const KEY_PATTERN = /^(?:[a-z0-9_-]+\/)*[a-z0-9_-]+\.[a-z0-9]+$/;

/** Refuses any key that is not server-shaped: no `..`, no absolute paths, no backslashes, no dots in folders. */
export function assertStorageKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.length > 200)
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}
