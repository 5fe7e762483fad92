import { addEnglishStrings } from '@/lib/i18n';
import { englishSignedInShell } from '@/lib/locales/en/signed-in-shell';

/**
 * The signed-in shell's English (locales/en/signed-in-shell.ts), registered by the routed app (import this file for
 * its effect).
 */
for (const [namespace, strings] of Object.entries(englishSignedInShell))
  addEnglishStrings(namespace, strings);
