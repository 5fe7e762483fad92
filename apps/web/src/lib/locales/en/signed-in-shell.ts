import signedIn from '../en-signed-in.json';

/**
 * The shell's English that only the app with its router shows (en-signed-in.json: the signed-in header, menus,
 * bottom navigation, page titles, the not-found page, roles): registered by app/signed-in-shell-strings.ts when
 * the routed app loads, so the painted sign-in page does not download it (decision 038). The other languages
 * keep the whole shell in one file (pt-PT.json, fr-CA.json): each is one chunk anyway.
 */
export const englishSignedInShell = { ...signedIn };
