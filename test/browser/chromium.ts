/**
 * Launching Debian Chromium (`/usr/bin/chromium`) through playwright-core, headless, with nothing
 * that talks to the network. Used by the browser tests, the benchmarks and the icon tool; free of
 * Vitest so plain `tsx` scripts can import it. playwright-core never downloads a browser here.
 */
import { chromium, type Browser } from 'playwright-core';

/** Where Debian installs Chromium (apt package `chromium`). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Arguments for Chromium: headless, no sandbox (root in CI), no background network traffic. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

/** Launch Debian Chromium headless. Throws playwright's launch error when it cannot start. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: true });
}
