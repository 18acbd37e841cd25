// The one tag every cached database read carries, and so every page built from one. Nothing
// expires it: an admin's change expires the narrower tags of lib/publications/tags.ts, which name
// what changed. The embedded cache handler (lib/backend/embedded/cache-handler.mjs) reads it after
// a restart, to tell pages built from the database by an earlier process from the rest.
//
// Plain JavaScript, apart from the TypeScript tag module that re-exports it: Next.js imports the
// cache handler itself, outside the bundler, and Node cannot import a .ts file.

/** Carried by every cached database read and every page built from one; never expired. */
export const contentTag = 'content';
