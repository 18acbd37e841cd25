import { readFileSync } from 'node:fs';
import path from 'node:path';

// The favicon (app/icon.svg) is drawn by the page's renderer: an SVG <text> there makes Chromium
// look up a system font for the monogram on the page's main thread while it loads (about 80 ms
// unthrottled in a fresh browser, over 300 ms of blocking time on Lighthouse's mobile preset).
// The monogram is therefore outlines, taken from Source Serif 4 Semibold.
const favicon = readFileSync(path.join(process.cwd(), 'app/icon.svg'), 'utf8');

describe('app/icon.svg', () => {
  it('is a square SVG drawing with the monogram as outlines, not text', () => {
    expect(favicon).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64">/);
    expect(favicon).not.toMatch(/<text\b|font-family|<style\b/i);
    expect(favicon).toMatch(/<path fill="#ffffff" d="M[^"]+Z"\/>/);
  });

  it('loads nothing else (no links, images or scripts)', () => {
    expect(favicon).not.toMatch(/href|<image\b|<script\b|url\(/i);
  });
});
