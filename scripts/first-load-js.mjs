#!/usr/bin/env node
// First-load JavaScript of each prerendered page: the gzip size of the scripts its HTML loads
// (noModule polyfills apart), measured from the production build in .next/.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? '.next');
const appDir = path.join(root, 'server', 'app');

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

const gzipCache = new Map();
function gzipBytes(src) {
  if (!gzipCache.has(src)) {
    const file = path.join(root, src.replace(/^\/_next\//, ''));
    gzipCache.set(src, gzipSync(readFileSync(file), { level: 9 }).length);
  }
  return gzipCache.get(src);
}

const rows = htmlFiles(appDir).map((file) => {
  const html = readFileSync(file, 'utf8');
  const scripts = new Set(
    [...html.matchAll(/<script[^>]*\ssrc="(\/_next\/[^"]+\.js)"[^>]*>/g)]
      .filter((match) => !/\snoModule/i.test(match[0]))
      .map((match) => match[1]),
  );
  const bytes = [...scripts].reduce((sum, src) => sum + gzipBytes(src), 0);
  return {
    page: '/' + path.relative(appDir, file).replace(/\.html$/, ''),
    scripts: scripts.size,
    kB: +(bytes / 1024).toFixed(1),
  };
});

rows.sort((a, b) => a.page.localeCompare(b.page));
console.table(rows);
