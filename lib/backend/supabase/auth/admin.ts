import 'server-only';
import { createClient, isAuthApiError, type SupabaseClient } from '@supabase/supabase-js';
import { RpcError } from '../../rpc-error';
import { adminUserFromRow, type AdminUserRow } from '@/lib/auth/admin-users';
import type { StaffRole } from '@/lib/auth/permissions';
import { HandOverError, LastAdminError, type AdminUser, type AuthAdmin } from '@/lib/auth/types';
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
    // set_staff_role and assert_not_last_admin refuse to leave the firm without an admin:
    // `raise exception 'last_admin'`.
    if (error.code === 'P0001' && error.message === 'last_admin') throw new LastAdminError();
    const handOver = error.code === 'P0001' ? HandOverError.from(error.message) : null;
    if (handOver) throw handOver;
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

  async function setRole(
    userId: string,
    role: StaffRole | null,
    profile: { name?: string | null; teamMemberId?: string | null } = {},
  ): Promise<void> {
    assertUuid(userId);
    await rpc('set_staff_role', {
      p_user_id: userId,
      p_role: role,
      p_display_name: profile.name ?? null,
      p_team_member_id: profile.teamMemberId ?? null,
    });
  }

  const byEmail = (users: AdminUser[], email: string) =>
    users.find((user) => user.email.toLowerCase() === email.trim().toLowerCase());

  return {
    async upsertUser({ email, password, role, name = null, teamMemberId = null }) {
      const existing = byEmail(await listUsers(), email);
      if (existing) {
        if (password !== null) {
          const { error } = await service().auth.admin.updateUserById(existing.id, { password });
          if (error) throw error;
        }
        if (existing.role !== role || name || teamMemberId)
          await setRole(existing.id, role, { name, teamMemberId });
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
      if (role || name || teamMemberId) await setRole(data.user.id, role, { name, teamMemberId });
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
    setRole: (userId, role) => setRole(userId, role),

    async disableUser(userId, successor = null) {
      assertUuid(userId);
      if (successor !== null) assertUuid(successor);
      // Refuses to disable the last admin (LastAdminError), and hands the reviews over (or refuses,
      // HandOverError), in one transaction before the ban. Two admins disabling each other at the
      // same moment could both pass this check (Auth's ban is a separate call): the profiles'
      // lock does not reach across the two. The account keeps its role, for when it is enabled.
      const moved = await rpc<number>('disable_hand_over', {
        p_user_id: userId,
        p_to: successor,
      });
      const { error } = await service().auth.admin.updateUserById(userId, {
        ban_duration: banForever,
      });
      if (error) throw error;
      // A ban stops new sign-ins and refreshes; ending the sessions makes staff_role() null for
      // the access tokens already issued, at once.
      await rpc('end_user_sessions', { p_user_id: userId });
      return moved;
    },

    reviewsToHandOver: () => rpc<Record<string, number>>('reviews_to_hand_over'),

    async enableUser(userId) {
      assertUuid(userId);
      const { error } = await service().auth.admin.updateUserById(userId, { ban_duration: 'none' });
      if (error) throw error;
    },

    async hasAdmin() {
      return (await listUsers()).some((user) => user.isAdmin);
    },

    async removeFactors(userId) {
      assertUuid(userId);
      const { data, error } = await service().auth.admin.mfa.listFactors({ userId });
      if (error) throw error;
      for (const factor of data.factors) {
        const removed = await service().auth.admin.mfa.deleteFactor({ userId, id: factor.id });
        if (removed.error) throw removed.error;
      }
      return data.factors.length;
    },
  };
}

/** User ids for admin calls must be UUIDs: anything else is refused before Supabase is asked. */
function assertUuid(userId: string) {
  if (!isUuid(userId)) throw new TypeError('A user id must be a UUID.');
}
