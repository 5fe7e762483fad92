// Types of headless-chromium.mjs, for the Playwright config's TypeScript check.
export const chromiumPath: string;
export const chromiumFlags: string[];
