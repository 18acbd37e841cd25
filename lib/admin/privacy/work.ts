import 'server-only';
import type { SessionClaims } from '@/lib/auth/types';
import { viewerOf } from '@/lib/auth/guard';
import { getBackend } from '@/lib/backend';
import type { PersonalDataDeletion, PrivacyStore } from '@/lib/backend/privacy-store';
import { auditIpHmacOf } from '@/lib/backend/request-audit';
import { serverSecret } from '@/lib/backend/secrets';
import { mailFolder } from '@/lib/email/transports';
import { personalAddressHmac } from '@/lib/privacy/address-hmac';
import { eraseFiles, type ErasedFiles } from '@/lib/privacy/erase-files';

// The work behind the privacy page and its JSON download, for a caller the guard and the step-up
// guard let through: the address's HMAC under the server's audit key (the deletion record and the
// trail keep only that), then the database's function, then, for a deletion, the files.

/** Personal data as the signed-in caller of `claims` handles it (the database refuses non-admins). */
export async function privacyFor(claims: SessionClaims): Promise<PrivacyStore> {
  return (await getBackend()).privacy(viewerOf(claims));
}

/** The server's HMAC of an address: the audit key, so no second secret needs configuring. */
export async function addressHmacOf(email: string): Promise<string> {
  return personalAddressHmac(await serverSecret('audit-ip-key'), email);
}

/** How many rows hold the address, per table. */
export async function countPersonalData(claims: SessionClaims, email: string) {
  return (await privacyFor(claims)).counts(email, await addressHmacOf(email));
}

/** Everything about the address, recorded in the audit trail. */
export async function compilePersonalData(claims: SessionClaims, email: string) {
  return (await privacyFor(claims)).compile(
    email,
    await addressHmacOf(email),
    await auditIpHmacOf(),
  );
}

/**
 * Deletes everything about the address: the database's part in one transaction (it answers the
 * CVs and the outbox rows that went), then the CV files and the embedded default's e-mail files.
 */
export async function deletePersonalData(
  claims: SessionClaims,
  email: string,
  requestId: string | null,
): Promise<PersonalDataDeletion & { files: ErasedFiles }> {
  const deletion = await (
    await privacyFor(claims)
  ).delete(email, await addressHmacOf(email), requestId, await auditIpHmacOf());
  const { forms } = await getBackend();
  const files = await eraseFiles(
    { email, resumes: deletion.resumes, outboxIds: deletion.outboxIds },
    { removeResume: (name) => forms.deleteResume(name), mailDir: mailFolder() },
  );
  return { ...deletion, files };
}

/** Lifts the address's suppressions (sends stop skipping it), recorded with its HMAC only. */
export async function liftSuppression(claims: SessionClaims, email: string): Promise<number> {
  return (await privacyFor(claims)).liftSuppression(
    await addressHmacOf(email),
    await auditIpHmacOf(),
  );
}
