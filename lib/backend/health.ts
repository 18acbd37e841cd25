import 'server-only';
import { getBackend } from './index';
import type { Backend } from './types';

/** How long the database may take to answer before the site counts as unavailable. */
export const healthTimeoutMs = 5_000;

/**
 * The backend's name when its database answers `health()` within `healthTimeoutMs`, else null.
 * Rejects when opening the backend or the call fails: the caller logs it and tells nobody why.
 */
export async function checkHealth(): Promise<Backend['name'] | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), healthTimeoutMs);
  });
  const check = (async () => {
    const backend = await getBackend();
    return (await backend.health()) ? backend.name : null;
  })();
  try {
    return await Promise.race([check, late]);
  } finally {
    clearTimeout(timer);
  }
}
