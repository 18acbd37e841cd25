import type { EmbeddedStore } from '@/lib/backend/embedded/store';
import { isRpcError } from '@/lib/backend/rpc-error';
import { adminUserFromRow, type AdminUserRow } from '../admin-users';
import { HandOverError, LastAdminError, type AdminUser, type AuthAdmin } from '../types';
import { newOpaqueToken } from './tokens';
import { hashPassword, normalizeEmail } from './service';

// The embedded store's user management (the service role's side): the CLI's user:create, the
// first-admin setup and /admin/users. Roles go through the same SQL functions as on Supabase
// (admin_users, set_staff_role, assert_not_last_admin), so the last-admin rule lives in one place.

/** AuthAdmin on the embedded store; `now` dates recovery links (tests move it). */
export function embeddedAuthAdmin(
  store: EmbeddedStore,
  { now = () => new Date() }: { now?: () => Date } = {},
): AuthAdmin {
  const db = store.db;

  const serviceRpc = async (name: string, args: Record<string, unknown>) => {
    try {
      return await store.rpc({ role: 'service_role' }, name, args);
    } catch (error) {
      if (isRpcError(error) && error.code === 'P0001' && error.body.message === 'last_admin')
        throw new LastAdminError();
      throw error;
    }
  };

  const admin: AuthAdmin = {
    async upsertUser({ email, password, role, name, teamMemberId }) {
      const address = normalizeEmail(email);
      const hash = password === null ? null : await hashPassword(db, password);
      const result = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string; created: boolean }>(
          `insert into auth.users (email, encrypted_password, email_confirmed_at)
           values ($1, $2, now())
           on conflict (email) do update
             set encrypted_password = coalesce(excluded.encrypted_password, auth.users.encrypted_password),
                 updated_at = now()
           returning id, (xmax = 0) as created`,
          [address, hash],
        );
        return rows[0]!;
      });
      // Through set_staff_role, so removing the last admin is refused here too.
      await serviceRpc('set_staff_role', {
        p_user_id: result.id,
        p_role: role,
        p_display_name: name ?? null,
        p_team_member_id: teamMemberId ?? null,
      });
      return result;
    },
    async recoveryToken(email) {
      const { token, hash } = newOpaqueToken();
      const { rows } = await db.query(
        `update auth.users set recovery_token = $2, recovery_sent_at = $3
          where email = $1 and (banned_until is null or banned_until <= $3) returning id`,
        [normalizeEmail(email), hash, now()],
      );
      // The link carries the token itself; only its hash is stored (unlike GoTrue, which keeps
      // what the link carries).
      return rows.length ? { tokenHash: token } : null;
    },
    async listUsers(): Promise<AdminUser[]> {
      const rows = ((await serviceRpc('admin_users', {})) ?? []) as AdminUserRow[];
      return rows.map(adminUserFromRow);
    },
    async setRole(userId, role) {
      await serviceRpc('set_staff_role', { p_user_id: userId, p_role: role });
    },
    async disableUser(userId, successor = null) {
      return db.transaction(async (tx) => {
        // With the service role's claims, inside this transaction: the check's lock on the
        // profiles (and the hand-over's on the entries) holds until the ban is written.
        await tx.query(`select set_config('request.jwt.claims', '{"role":"service_role"}', true)`);
        let moved: number;
        try {
          const { rows } = await tx.query<{ moved: number }>(
            'select public.disable_hand_over($1, $2) as moved',
            [userId, successor],
          );
          moved = rows[0]!.moved;
        } catch (error) {
          const message = error instanceof Error ? error.message : '';
          if (message === 'last_admin') throw new LastAdminError();
          throw HandOverError.from(message) ?? error;
        }
        await tx.query(
          `update auth.users set banned_until = 'infinity', updated_at = now() where id = $1`,
          [userId],
        );
        await tx.query('delete from auth.sessions where user_id = $1', [userId]);
        return moved;
      });
    },
    async reviewsToHandOver() {
      return ((await serviceRpc('reviews_to_hand_over', {})) ?? {}) as Record<string, number>;
    },
    async enableUser(userId) {
      await db.query(
        `update auth.users set banned_until = null, updated_at = now() where id = $1`,
        [userId],
      );
    },
    async hasAdmin() {
      const { rows } = await db.query<{ any: boolean }>(
        `select exists (
           select 1 from public.staff_profiles p join auth.users u on u.id = p.user_id
            where p.role = 'admin' and (u.banned_until is null or u.banned_until <= now())
         ) as any`,
      );
      return rows[0]?.any === true;
    },
    async removeFactors(userId) {
      const { rows } = await db.query<{ id: string }>(
        'delete from auth.mfa_factors where user_id = $1 returning id',
        [userId],
      );
      return rows.length;
    },
  };

  return admin;
}
