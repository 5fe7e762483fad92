import shell from '../en.json';

/**
 * The English the first screen needs: the shell's (en.json). Each feature's own file is registered by the
 * feature's pages when they load (features/<f>/strings.ts, decision 023), and the shared components' files
 * (account, booking, conversation, …) by the modules that show them (lib/strings/, decision 032), so the first
 * screen does not carry every screen's English.
 */
export const englishShell = { ...shell };
