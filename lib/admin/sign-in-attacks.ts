import 'server-only';
import { auditLogFor } from '@/lib/audit';
import { authAdmin, clientKeyHash } from '@/lib/auth';
import type { SessionClaims } from '@/lib/auth/types';

// The admins' banner of accounts under attack. The database names an account only by the
// throttle's salted hash of the e-mail typed (it never holds the e-mail); the server, which has
// the salt, names it by matching the hash against the accounts' e-mails. A hash no account
// matches was typed for an address that is no account here: the banner says so without
// repeating what an attacker typed.

export type AttackedAccount = {
  /** The account's e-mail, or null when the e-mail typed is no account. */
  email: string | null;
  /** Failed sign-in attempts within the hour, as of the latest. */
  failures: number;
};

/**
 * The accounts past 50 failed sign-ins within the hour. Ask as an admin only: the database
 * refuses anybody without the audit trail's permission before the accounts are listed.
 */
export async function accountsUnderAttack(claims: SessionClaims): Promise<AttackedAccount[]> {
  const attacks = await (await auditLogFor(claims)).underAttack();
  if (attacks.length === 0) return [];
  const users = await (await authAdmin()).listUsers();
  const byHash = new Map(
    await Promise.all(
      users.map(async (user) => [await clientKeyHash('account', user.email), user.email] as const),
    ),
  );
  return attacks.map((attack) => ({
    email: byHash.get(attack.accountHash) ?? null,
    failures: attack.failures,
  }));
}
