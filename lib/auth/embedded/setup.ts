// THROWAWAY (replaced at merge by the embedded-auth helper's setup module): the signature the
// first-admin setup page calls.
import 'server-only';
import type { WeakPasswordReason } from '../types';

export async function consumeSetupToken(
  _token: string,
  _email: string,
  _password: string,
): Promise<'created' | 'invalid' | { weakPassword: WeakPasswordReason[] }> {
  throw new Error('auth backend pending merge');
}
