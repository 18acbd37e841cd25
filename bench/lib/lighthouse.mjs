// Lighthouse through its Node API, driving Debian's Chromium: one fresh browser per run, so no
// cache, service worker or storage carries over from one measurement to the next.
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { track, untrack } from './servers.mjs';
import { CATEGORIES, summarize } from './lighthouse-summary.mjs';

const CHROME_FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Chromium's flags for one run: the fixed ones, then `extra` (the front's certificate pin). */
export function chromeFlags(extra = []) {
  return [...CHROME_FLAGS, ...extra];
}

// The mobile preset is Lighthouse's default configuration.
const CONFIGS = { mobile: undefined, desktop: desktopConfig };

/**
 * One Lighthouse run of `url` with `preset` in a fresh headless Chromium; `extraFlags` are added
 * to its command line. With `lhrFile`, the whole result is written there too.
 */
export async function runLighthouse(url, preset, chromePath, extraFlags = [], lhrFile = null) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: chromeFlags(extraFlags),
    handleSIGINT: false,
    logLevel: 'silent',
  });
  track(chrome.pid, 'chromium');
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES, output: 'json' },
      CONFIGS[preset],
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhrFile) writeFileSync(lhrFile, JSON.stringify(result.lhr));
    return summarize(result.lhr);
  } finally {
    await chrome.kill();
    untrack(chrome.pid);
  }
}
