/**
 * How the end-to-end tests (playwright.config.ts) and the page-weight bench (scripts/bench.ts)
 * start Chromium: Debian's build unless CHROMIUM_PATH names another, without the sandbox (it
 * runs in containers) and without the background traffic that would blur the measurements.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
