import type { EmbeddedStore, Transaction } from '@/lib/backend/embedded/store';
import { isRpcError } from '@/lib/backend/rpc-error';
import { adminUserFromRow, type AdminUserRow } from '../admin-users';
import { LastAdminError, type AdminUser, type AuthAdmin } from '../types';
import { newOpaqueToken } from './tokens';
import { hashPassword, normalizeEmail } from './service';

// The embedded store's user management (the service role's side): the CLI's user:create, the
// first-admin setup and /admin/users. Admin rights go through the same SQL functions as on
// Supabase (admin_users, set_admin), so the last-admin rule lives in one place.

/** AuthAdmin on the embedded store; `now` dates recovery links (tests move it). */
export function embeddedAuthAdmin(
  store: EmbeddedStore,
  { now = () => new Date() }: { now?: () => Date } = {},
): AuthAdmin {
  const db = store.db;

  async function assertNotLastAdmin(tx: Transaction, userId: string) {
    await tx.exec('lock table public.admins in share row exclusive mode');
    const { rows } = await tx.query<{ refused: boolean }>(
      `select exists (select 1 from public.admins where user_id = $1)
          and not exists (
            select 1 from public.admins a join auth.users u on u.id = a.user_id
             where a.user_id <> $1 and (u.banned_until is null or u.banned_until <= now())
          ) as refused`,
      [userId],
    );
    if (rows[0]?.refused) throw new LastAdminError();
  }

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
    async upsertUser({ email, password, admin: isAdmin }) {
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
      // Through set_admin, so removing the last admin is refused here too.
      await admin.setAdmin(result.id, isAdmin);
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
    async setAdmin(userId, isAdmin) {
      await serviceRpc('set_admin', { p_user_id: userId, p_admin: isAdmin });
    },
    async disableUser(userId) {
      await db.transaction(async (tx) => {
        await assertNotLastAdmin(tx, userId);
        await tx.query(
          `update auth.users set banned_until = 'infinity', updated_at = now() where id = $1`,
          [userId],
        );
        await tx.query('delete from auth.sessions where user_id = $1', [userId]);
      });
    },
    async hasAdmin() {
      const { rows } = await db.query<{ any: boolean }>(
        `select exists (
           select 1 from public.admins a join auth.users u on u.id = a.user_id
            where u.banned_until is null or u.banned_until <= now()
         ) as any`,
      );
      return rows[0]?.any === true;
    },
  };

  return admin;
}
