import 'server-only';
import { createClient, isAuthApiError, type SupabaseClient } from '@supabase/supabase-js';
import { RpcError } from '../../rpc-error';
import { adminUserFromRow, type AdminUserRow } from '@/lib/auth/admin-users';
import { LastAdminError, type AdminUser, type AuthAdmin } from '@/lib/auth/types';
import { isUuid } from '@/lib/validation/uuid';

export type SupabaseAdminConfig = {
  url: string;
  serviceRoleKey: string;
  /** Replaces the global fetch (the tests stub Supabase's API with it). */
  fetch?: typeof fetch;
};

/** Long enough to outlast the firm (GoTrue takes a Go duration; it has no "forever"). */
const banForever = '876000h';

/**
 * The server's authority over users on Supabase: Supabase Auth's admin API and the SQL functions
 * of supabase/migrations/20261123000400_auth.sql, both with the service-role key. That key never
 * leaves the server, and the client keeps no session: each call carries the key alone.
 */
export function supabaseAuthAdmin(config: SupabaseAdminConfig): AuthAdmin {
  let client: SupabaseClient | undefined;
  const service = () =>
    (client ??= createClient(config.url, config.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      ...(config.fetch ? { global: { fetch: config.fetch } } : {}),
    }));

  async function rpc<T>(fn: string, args: Record<string, unknown> = {}): Promise<T> {
    const { data, error } = await service().rpc(fn, args);
    if (!error) return data as T;
    // set_admin refuses to leave the firm without an admin: `raise exception 'last_admin'`.
    if (error.code === 'P0001' && error.message === 'last_admin') throw new LastAdminError();
    throw new RpcError(fn, {
      code: error.code ?? '',
      message: error.message,
      details: error.details ?? null,
      hint: error.hint ?? null,
    });
  }

  async function listUsers(): Promise<AdminUser[]> {
    const rows = await rpc<AdminUserRow[]>('admin_users');
    return rows.map(adminUserFromRow);
  }

  async function setAdmin(userId: string, admin: boolean): Promise<void> {
    assertUuid(userId);
    await rpc('set_admin', { p_user_id: userId, p_admin: admin });
  }

  const byEmail = (users: AdminUser[], email: string) =>
    users.find((user) => user.email.toLowerCase() === email.trim().toLowerCase());

  return {
    async upsertUser({ email, password, admin }) {
      const existing = byEmail(await listUsers(), email);
      if (existing) {
        if (password !== null) {
          const { error } = await service().auth.admin.updateUserById(existing.id, { password });
          if (error) throw error;
        }
        if (existing.isAdmin !== admin) await setAdmin(existing.id, admin);
        return { id: existing.id, created: false };
      }
      // The firm creates its own accounts: the address is confirmed by whoever adds it. Without a
      // password, the new user sets one through a recovery link (recoveryToken).
      const { data, error } = await service().auth.admin.createUser({
        email: email.trim(),
        email_confirm: true,
        ...(password !== null ? { password } : {}),
      });
      if (error) throw error;
      if (admin) await setAdmin(data.user.id, true);
      return { id: data.user.id, created: true };
    },

    async recoveryToken(email) {
      const user = byEmail(await listUsers(), email);
      // A disabled account gets no link: it could not use it, and it must not learn it exists.
      if (!user || user.disabled) return null;
      const { data, error } = await service().auth.admin.generateLink({
        type: 'recovery',
        email: user.email,
      });
      if (error) {
        // Removed between the two calls.
        if (isAuthApiError(error) && (error.status === 404 || error.code === 'user_not_found'))
          return null;
        throw error;
      }
      // The hash, not the token: the link lands on /auth/confirm, which hands it to verifyOtp.
      return { tokenHash: data.properties.hashed_token };
    },

    listUsers,
    setAdmin,

    async disableUser(userId) {
      assertUuid(userId);
      // Removing the rights first is what refuses to disable the last admin (LastAdminError),
      // before anything else changes.
      await setAdmin(userId, false);
      const { error } = await service().auth.admin.updateUserById(userId, {
        ban_duration: banForever,
      });
      if (error) throw error;
      // A ban stops new sign-ins and refreshes; ending the sessions makes is_admin() false for
      // the access tokens already issued, at once.
      await rpc('end_user_sessions', { p_user_id: userId });
    },

    async hasAdmin() {
      return (await listUsers()).some((user) => user.isAdmin);
    },
  };
}

/** User ids for admin calls must be UUIDs: anything else is refused before Supabase is asked. */
function assertUuid(userId: string) {
  if (!isUuid(userId)) throw new TypeError('A user id must be a UUID.');
}
