import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The site's own lockfile one level up would otherwise be taken for the workspace root.
const root = path.dirname(fileURLToPath(import.meta.url));

/** @type {import('next').NextConfig} */
const nextConfig = {
  turbopack: { root },
};

export default nextConfig;
