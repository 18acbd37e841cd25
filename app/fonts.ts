import localFont from 'next/font/local';

// Self-hosted: no request leaves the site for a font, and next/font/google, which downloads at
// build time, fails where the build has no internet access (docs/content.md#fonts). The files are
// subsets of Source Serif 4 and Inter that `npm run build` and `npm run dev` write into .fonts/
// (scripts/subset-fonts.mjs, which also prints the unicode-ranges below after a change; its test
// fails while they disagree). Weights 400 to 600, one optical size.
//
// Each family is two faces. The main file holds what Spanish and English text needs and every
// page loads it. The extended file holds the rest of the font (Latin Extended-A, Greek,
// Cyrillic…): the browser fetches it only when a page shows one of its characters. The extended
// family comes first in the stacks of app/globals.css: next/font follows each family with its
// metric fallback face, which covers every character, so a family after it would never be reached.

// Both main files are preloaded: the LCP element is set in the serif on most pages (the lead
// paragraph or the heading) and in Inter on the home page (its hero paragraph), and with Inter left
// to load late its swap moved the home page's text (CLS 0.037 on the mobile preset): next/font's
// metric fallback is scaled from local Arial, which phones running Android and Linux do not have.
const serif = localFont({
  src: '../.fonts/source-serif-4-main.woff2',
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+20-7E, U+A0-FF, U+2000-206F, U+20AC, U+2122, U+2190-2193, U+2212, U+2264-2265',
    },
  ],
  weight: '400 600',
  style: 'normal',
  variable: '--font-source-serif',
  display: 'swap',
  preload: true,
  adjustFontFallback: 'Times New Roman',
});

const sans = localFont({
  src: '../.fonts/inter-main.woff2',
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+20-7E, U+A0-FF, U+2000-206F, U+20AC, U+2122, U+2190-2193, U+2212, U+2264-2265',
    },
  ],
  weight: '400 600',
  style: 'normal',
  variable: '--font-inter',
  display: 'swap',
  preload: true,
  adjustFontFallback: 'Arial',
});

const serifExtended = localFont({
  src: '../.fonts/source-serif-4-extended.woff2',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+100-4F3, U+1D43-1EF9, U+2070-20AB, U+20AE-2120, U+2126-215E, U+2196-2211, U+2215-2260, U+25A0-266A, U+2713-2752, U+2E3A-2E3B, U+FB00-FB04, U+1F12F-1F16C',
    },
  ],
  weight: '400 600',
  style: 'normal',
  variable: '--font-source-serif-extended',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
});

const sansExtended = localFont({
  src: '../.fonts/inter-extended.woff2',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+100-52F, U+E3F, U+1D00-1FFE, U+2070-20AB, U+20AD-2121, U+2126-2189, U+2194-2211, U+221A-2260, U+2295-24EA, U+25A0-27FA, U+2913, U+2A38, U+2B06-2B24, U+2C7C-2C7F, U+2DFF-2E18, U+A69F, U+A7FF, U+A92E, U+E000-E2DC, U+EE01-EEE1, U+F6C3, U+FEFF, U+1F12F-1F16B, U+1F850-1F852',
    },
  ],
  weight: '400 600',
  style: 'normal',
  variable: '--font-inter-extended',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
});

/** The class names that define the four font variables; the root element of every document. */
export const fontVariables = [serif, sans, serifExtended, sansExtended]
  .map((font) => font.variable)
  .join(' ');
