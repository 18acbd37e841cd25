import type { SessionClaims } from './types';

// Step-up: before a sensitive action (changing a role; exporting, compiling or deleting a
// person's data; a newsletter to everyone), an account with an authenticator must have given a
// code within the last 15 minutes. The time of the last code is the session's own record, the
// `amr` claim's 'totp' entry (Supabase's shape on both backends), so no other state is kept.

/** How recent the last code must be. */
export const stepUpSeconds = 15 * 60;

/** When the session last verified a code (seconds since the epoch), or null if never. */
export function lastCodeAt(claims: SessionClaims): number | null {
  const times = (Array.isArray(claims.amr) ? claims.amr : [])
    .filter((entry) => entry?.method === 'totp' && typeof entry.timestamp === 'number')
    .map((entry) => entry.timestamp);
  return times.length ? Math.max(...times) : null;
}

/** Whether the session's last code is recent enough at `now` for a sensitive action. */
export const codeIsRecent = (claims: SessionClaims, now: Date) => {
  const at = lastCodeAt(claims);
  return at !== null && now.getTime() / 1000 - at < stepUpSeconds;
};
