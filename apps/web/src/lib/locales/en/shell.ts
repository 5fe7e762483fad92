import shell from '../en.json';

/**
 * The English the first screen needs: the shell's first part (en.json), which the sign-in screen and the app's
 * frame use. The signed-in header, menus, page titles and the like (en-signed-in.json) come with the routed app
 * (signed-in-shell.ts, decision 038); each feature's own file is registered by the feature's pages when they load
 * (features/<f>/<f>-strings.ts, decision 023), and the shared components' files (account, booking, conversation, …)
 * by the modules that show them (lib/strings/, decision 032), so the first screen does not carry every screen's
 * English.
 */
export const englishShell = { ...shell };
