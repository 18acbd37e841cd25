import { randomBytes } from 'node:crypto';
import { openEmbeddedStore, type EmbeddedStore } from '@/lib/backend/embedded/store';
import { embeddedAuthAdmin } from './embedded/admin';
import { makeUser } from './embedded/testing';
import {
  newRecoveryCodes,
  recoveryCodeCount,
  replaceRecoveryCodes,
  spendRecoveryCode,
} from './recovery-codes';

// Recovery codes in the database: ten, each accepted once, all replaced by a new set, counted
// with the wrong codes of the code step, and the factors removed through the auth admin.

describe('recovery codes', () => {
  jest.setTimeout(60_000);
  let store: EmbeddedStore;
  const salt = randomBytes(16).toString('hex');
  const rpc = (fn: string, args: Record<string, unknown>) =>
    store.rpc({ role: 'service_role' }, fn, args);
  beforeAll(async () => {
    store = await openEmbeddedStore({ dataDir: null, seed: false });
  });
  afterAll(() => store.close());

  it('makes ten distinct codes of two groups of five', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(recoveryCodeCount);
    expect(new Set(codes).size).toBe(recoveryCodeCount);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  });

  it('keeps only hashes, and accepts each code once (typed in any case, with or without the dash)', async () => {
    const { id } = await makeUser(store);
    const codes = await replaceRecoveryCodes(rpc, salt, id);
    const { rows } = await store.db.query<{ code_hash: string }>(
      'select code_hash from public.mfa_recovery_codes where user_id = $1',
      [id],
    );
    expect(rows).toHaveLength(10);
    expect(JSON.stringify(rows)).not.toContain(codes[0]!.slice(0, 5));
    for (const code of codes.slice(0, 4)) {
      expect(await spendRecoveryCode(rpc, salt, id, code.toUpperCase().replace('-', ' '))).toEqual({
        ok: true,
      });
      expect(await spendRecoveryCode(rpc, salt, id, code)).toEqual({
        ok: false,
        reason: 'wrongCode',
      });
    }
    expect(await rpc('recovery_codes_left', { p_user_id: id })).toBe(6);
  });

  it('stops the old codes when new ones are made', async () => {
    const { id } = await makeUser(store);
    const old = await replaceRecoveryCodes(rpc, salt, id);
    const fresh = await replaceRecoveryCodes(rpc, salt, id);
    expect(await spendRecoveryCode(rpc, salt, id, old[0]!)).toEqual({
      ok: false,
      reason: 'wrongCode',
    });
    expect(await spendRecoveryCode(rpc, salt, id, fresh[0]!)).toEqual({ ok: true });
  });

  it('refuses another account’s code, and locks after five wrong ones', async () => {
    const [one, two] = [await makeUser(store), await makeUser(store)];
    const theirs = await replaceRecoveryCodes(rpc, salt, two.id);
    const mine = await replaceRecoveryCodes(rpc, salt, one.id);
    for (let i = 0; i < 5; i++)
      expect(await spendRecoveryCode(rpc, salt, one.id, theirs[i]!)).toEqual({
        ok: false,
        reason: 'wrongCode',
      });
    expect(await spendRecoveryCode(rpc, salt, one.id, mine[0]!)).toEqual({
      ok: false,
      reason: 'locked',
      retryAfterMinutes: 15,
    });
  });

  it('removes every factor of the account through the auth admin', async () => {
    const { id } = await makeUser(store);
    await store.db.query(
      `insert into auth.mfa_factors (user_id, status) values ($1, 'verified'), ($1, 'unverified')`,
      [id],
    );
    expect(await embeddedAuthAdmin(store).removeFactors(id)).toBe(2);
    const { rows } = await store.db.query('select 1 from auth.mfa_factors where user_id = $1', [
      id,
    ]);
    expect(rows).toEqual([]);
  });
});
