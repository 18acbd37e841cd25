// THROWAWAY (replaced at merge by the embedded-auth helper's lib/auth/index.ts): the contract's
// exports, so the admin UI typechecks on its own branch. Every body refuses to run.
import 'server-only';
import type { AuthAdmin, CookieJar, RequestAuth, SignInResult } from './types';

const pending = () => new Error('auth backend pending merge');

export async function requestAuth(): Promise<RequestAuth> {
  throw pending();
}

export async function requestAuthFor(_jar: CookieJar): Promise<RequestAuth> {
  throw pending();
}

export async function authAdmin(): Promise<AuthAdmin> {
  throw pending();
}

export async function signInThrottled(
  _email: string,
  _password: string,
  _ip: string,
): Promise<SignInResult> {
  throw pending();
}

export async function clientKeyHash(_kind: 'ip' | 'account', _value: string): Promise<string> {
  throw pending();
}
