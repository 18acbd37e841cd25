import 'server-only';
import { backendConfig } from '@/lib/backend/config';
import { getEmbeddedStore } from '@/lib/backend';
import type { SetupResult } from './embedded/setup';

// The first-admin setup page's two questions (embedded store only: on Supabase the first admin
// is made with `npm run user:create`, and every setup link is invalid).

export type { SetupResult } from './embedded/setup';

/** Whether `token` is the live setup token: the page shows its form only then. */
export async function setupTokenValid(token: string): Promise<boolean> {
  if (backendConfig().kind !== 'embedded') return false;
  const { isSetupTokenValid } = await import('./embedded/setup');
  return isSetupTokenValid(await getEmbeddedStore(), token);
}

/** Creates the first admin with `email` and `password` when `token` is the live setup token. */
export async function consumeSetupToken(
  token: string,
  email: string,
  password: string,
): Promise<SetupResult> {
  if (backendConfig().kind !== 'embedded') return { status: 'invalid' };
  const { consumeSetupTokenIn } = await import('./embedded/setup');
  return consumeSetupTokenIn(await getEmbeddedStore(), token, email, password);
}
