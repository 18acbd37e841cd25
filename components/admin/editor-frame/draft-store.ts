/**
 * What an editor keeps in the browser while the admin types: the form's text values (never a
 * file), the version the form was opened at, and when it was kept. One per account and entry, so
 * another account signed in on the same browser never reads it. No zod here: the admin shell
 * imports this module for the sign-out, and the editor loads the schema only when a draft exists.
 */
import type { StoredDraft } from './draft-schema';

const prefix = 'editor-draft:v1:';

/** The e-mail as the key spells it: the same account whatever the case it was typed in. */
const accountPart = (account: string) => encodeURIComponent(account.trim().toLowerCase());

/**
 * The draft's key: the account, then the entry's id, or `new-<kind>` for one not saved yet.
 * Both parts are encoded, so no account or id can reach into another's keys.
 */
export function draftKey(account: string, entry: { kind: string; id: string }): string {
  const target = entry.id ? entry.id : `new-${entry.kind}`;
  return `${prefix}${accountPart(account)}:${encodeURIComponent(target)}`;
}

/** localStorage, or nothing where the browser refuses it (private mode, storage disabled). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The text kept under `key`, unparsed (parseDraft checks it), or null. */
export function readDraft(key: string, store: Storage | null = storage()): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

// A full quota or a refusing browser loses the safety net, never the editing: failures are ignored.
export function writeDraft(key: string, draft: StoredDraft, store: Storage | null = storage()) {
  try {
    store?.setItem(key, JSON.stringify(draft));
  } catch {
    // Nothing to do: the form still holds everything typed.
  }
}

export function removeDraft(key: string, store: Storage | null = storage()) {
  try {
    store?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

/** Every draft the account kept in this browser forgotten (at sign-out). */
export function forgetAccountDrafts(account: string, store: Storage | null = storage()) {
  try {
    if (!store) return;
    const own = `${prefix}${accountPart(account)}:`;
    const keys: string[] = [];
    for (let index = 0; index < store.length; index++) {
      const key = store.key(index);
      if (key?.startsWith(own)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

/** Whether the kept values differ from what the form shows now (only the fields the form has). */
export function differsFrom(draft: StoredDraft, shown: Record<string, unknown>): boolean {
  return Object.entries(draft.values).some(
    ([name, value]) => name in shown && String(shown[name] ?? '') !== value,
  );
}
