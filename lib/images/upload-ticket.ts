import { createHmac, timingSafeEqual } from 'node:crypto';

// The embedded store's upload ticket: which original path one user may upload to, until when,
// signed with a key the server keeps. The upload route takes an original only with a valid
// ticket for the signed-in caller, so an upload URL cannot be reused by someone else or later.
// (On Supabase, Storage's own signed upload URL does this job.)

/** How long a ticket lasts: long enough for 20 MB on a slow line, short enough to be useless later. */
export const uploadTicketSeconds = 15 * 60;

const payload = (path: string, userId: string, expires: number) =>
  `image-upload:${path}:${userId}:${expires}`;
const sign = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');

/** A ticket for `userId` to upload the original `path`: its query parameters. */
export function signUploadTicket(
  key: string,
  path: string,
  userId: string,
  now = Date.now(),
): { path: string; expires: string; signature: string } {
  const expires = Math.floor(now / 1000) + uploadTicketSeconds;
  return { path, expires: String(expires), signature: sign(key, payload(path, userId, expires)) };
}

/** The original path a ticket grants `userId`, or null when it is forged, altered or expired. */
export function verifyUploadTicket(
  key: string,
  ticket: { path: string | null; expires: string | null; signature: string | null },
  userId: string,
  now = Date.now(),
): string | null {
  const { path, expires, signature } = ticket;
  if (!path || !expires || !signature) return null;
  if (!/^[0-9a-f-]{36}$/.test(path) || !/^\d{1,12}$/.test(expires)) return null;
  if (Number(expires) * 1000 < now) return null;
  const expected = Buffer.from(sign(key, payload(path, userId, Number(expires))), 'hex');
  const given = Buffer.from(signature.slice(0, 64), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return path;
}
