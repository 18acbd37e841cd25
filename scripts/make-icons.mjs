#!/usr/bin/env node
// Renders the installed app's icons from the favicon (app/icon.svg) with Debian's Chromium:
// `node scripts/make-icons.mjs`. The PNGs are committed; run this again only when the mark changes.
//   public/icons/icon-{192,512}.png   purpose "any": the favicon as drawn, rounded corners
//   public/icons/icon-maskable-512.png purpose "maskable": full bleed, the seal inside the safe zone
//   app/apple-icon.png                iOS home screen (180 px, full bleed: iOS rounds it itself)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const navy = '#12223a';

const favicon = readFileSync(path.join(root, 'app/icon.svg'), 'utf8');
// The seal and monogram of the favicon, without its rounded background.
const seal = favicon
  .replace(/^[\s\S]*?<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<rect[^>]*\/>/, '');

/** `scale` shrinks the seal about the centre; a maskable icon keeps it within the 80 % circle. */
function iconSvg({ size, rounded, scale }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">
  <rect width="64" height="64" rx="${rounded ? 12 : 0}" fill="${navy}"/>
  <g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${seal}</g>
</svg>`;
}

const icons = [
  { file: 'public/icons/icon-192.png', size: 192, rounded: true, scale: 1 },
  { file: 'public/icons/icon-512.png', size: 512, rounded: true, scale: 1 },
  { file: 'public/icons/icon-maskable-512.png', size: 512, rounded: false, scale: 0.78 },
  { file: 'app/apple-icon.png', size: 180, rounded: false, scale: 0.92 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(`<!doctype html><html><head><style>
      html, body { margin: 0; background: transparent; }
      svg { display: block; }
    </style></head><body>${iconSvg(icon)}</body></html>`);
    await page.screenshot({ path: path.join(root, icon.file), omitBackground: true });
    await page.close();
    console.log(`${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
