import { readdirSync } from 'node:fs';
import path from 'node:path';

// The routes the app/ folder really has, read from the disk as Next.js reads them, so a test can
// ask "which file answers this path?" without trusting the routing table that wrote the path.

type Segment =
  | { kind: 'static'; name: string }
  | { kind: 'dynamic' | 'catchAll' | 'optionalCatchAll'; name: string };

export type AppRoute = { file: string; segments: Segment[] };

export type AppMatch = {
  file: string;
  params: Record<string, string | string[]>;
  /** The kind of folder that took each part of the path, in order. */
  takenBy: Segment['kind'][];
};

const routeFile = /^(page|route)\.(tsx|ts|jsx|js)$/;

function segmentOf(folder: string): Segment | null {
  if (/^\(.+\)$/.test(folder)) return null; // a route group: no URL segment
  const optional = /^\[\[\.\.\.(\w+)\]\]$/.exec(folder);
  if (optional) return { kind: 'optionalCatchAll', name: optional[1]! };
  const catchAll = /^\[\.\.\.(\w+)\]$/.exec(folder);
  if (catchAll) return { kind: 'catchAll', name: catchAll[1]! };
  const dynamic = /^\[(\w+)\]$/.exec(folder);
  if (dynamic) return { kind: 'dynamic', name: dynamic[1]! };
  return { kind: 'static', name: folder }; // "~search", "feed.xml" and the like are plain names
}

/**
 * Every page.tsx and route.ts under `root`, with the URL segments it answers. Private folders
 * (_x) hold no routes. Parallel slots (@x) add no segment, and a slot's pages render beside the
 * page of the same path outside the slot, never on their own: they are left out.
 */
export function listAppRoutes(root = path.join(process.cwd(), 'app')): AppRoute[] {
  const routes: AppRoute[] = [];
  const walk = (dir: string, segments: Segment[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isFile() && routeFile.test(entry.name)) {
        routes.push({ file: path.relative(path.dirname(root), full), segments });
      } else if (entry.isDirectory() && !/^[_@]/.test(entry.name)) {
        const segment = segmentOf(entry.name);
        walk(full, segment ? [...segments, segment] : segments);
      }
    }
  };
  walk(root, []);
  return routes;
}

function matchSegments(segments: Segment[], parts: string[]): Omit<AppMatch, 'file'> | null {
  const params: Record<string, string | string[]> = {};
  const takenBy: Segment['kind'][] = [];
  for (const [i, segment] of segments.entries()) {
    const part = parts[i];
    if (segment.kind === 'catchAll' || segment.kind === 'optionalCatchAll') {
      const rest = parts.slice(i);
      if (segment.kind === 'catchAll' && rest.length === 0) return null;
      params[segment.name] = rest;
      return { params, takenBy: [...takenBy, ...rest.map(() => segment.kind)] };
    }
    if (part === undefined) return null;
    if (segment.kind === 'static' && segment.name !== part) return null;
    if (segment.kind === 'dynamic') params[segment.name] = part;
    takenBy.push(segment.kind);
  }
  return parts.length === segments.length ? { params, takenBy } : null;
}

const rank = { static: 0, dynamic: 1, catchAll: 2, optionalCatchAll: 3 } as const;

/** Orders the more specific route first: static, dynamic, then catch-all, segment by segment. */
function moreSpecific(a: AppRoute, b: AppRoute): number {
  for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i += 1) {
    const diff = rank[a.segments[i]?.kind ?? 'static'] - rank[b.segments[i]?.kind ?? 'static'];
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The file under app/ that answers `pathname` (already rewritten), and its params; null: a 404. */
export function matchAppRoute(pathname: string, routes: AppRoute[]): AppMatch | null {
  const parts = pathname.split(/[?#]/)[0]!.split('/').filter(Boolean).map(decodeURIComponent);
  const found = routes
    .map((route) => ({ route, match: matchSegments(route.segments, parts) }))
    .filter((found) => found.match !== null)
    .sort((a, b) => moreSpecific(a.route, b.route));
  const best = found[0];
  return best ? { file: best.route.file, ...best.match! } : null;
}
