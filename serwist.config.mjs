// @ts-check
// `serwist build serwist.config.mjs` (run by `npm run build` after `next build`): bundles
// lib/pwa/sw.ts with esbuild into public/sw.js and injects the precache manifest. This is
// Serwist's configurator mode, which builds the worker from Turbopack's output (see README,
// "Installable app and offline pages").
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serwist } from '@serwist/next/config';

// The prerendered offline page (offlinePath in lib/routing/pwa.ts).
const offlinePage = '.next/server/app/~offline.html';
if (!existsSync(offlinePage)) {
  throw new Error(`${offlinePage} is missing: run \`next build\` before \`serwist build\`.`);
}

const escapeGlob = (/** @type {string} */ file) => file.replace(/[*?[\]{}()!+@]/g, '\\$&');

// The app shell: exactly the scripts, stylesheet and fonts the offline page loads, which are the
// ones every page's layout loads too. Other pages' own scripts are cached when first used.
const pageFiles = [
  ...new Set(
    [...readFileSync(offlinePage, 'utf8').matchAll(/\/_next\/(static\/[\w\-./~]+)/g)].map(
      (match) => `.next/${match[1]}`,
    ),
  ),
].filter((file) => existsSync(file));

/** Whether a CSS unicode-range value (`U+20-7E, U+A0-FF`) includes the letter A. */
const coversLatin = (/** @type {string} */ range) =>
  range.split(',').some((part) => {
    const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-');
    return parseInt(first, 16) <= 0x41 && parseInt(last, 16) >= 0x41;
  });

// The HTML names only the preloaded font; the others the stylesheet names. Of these, the faces
// that draw Latin text (app/fonts.ts's main files), not the extended ones a page fetches only
// for a rarer character.
const shellFonts = pageFiles
  .filter((file) => file.endsWith('.css'))
  .flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/@font-face\s*\{([^}]*)\}/g)].flatMap(([, face]) => {
      const url = /url\(\s*["']?([^)"']+\.woff2)["']?\s*\)/.exec(face ?? '')?.[1];
      const range = /unicode-range:\s*([^;]+)/.exec(face ?? '')?.[1];
      if (!url || (range && !coversLatin(range))) return [];
      return [path.join(path.dirname(file), url)];
    }),
  );

const shell = [...new Set([...pageFiles, ...shellFonts])].filter((file) => existsSync(file));

export default serwist({
  swSrc: 'lib/pwa/sw.ts',
  swDest: 'public/sw.js',
  // No page is precached but the offline page; a page is cached once visited.
  precachePrerendered: false,
  globPatterns: [
    ...shell.map(escapeGlob),
    // Revisioned by its content, so a new offline page replaces the old one.
    offlinePage,
    // The installed app's icons.
    'public/icons/*.png',
  ],
});
