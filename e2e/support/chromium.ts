import { existsSync } from 'node:fs';

/** Debian's Chromium: Playwright may not download its own browser on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function assertChromiumInstalled() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install it with "sudo apt-get install chromium" (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
    );
  }
}
