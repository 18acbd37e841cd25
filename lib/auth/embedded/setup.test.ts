import { openEmbeddedStore, type EmbeddedStore } from '@/lib/backend/embedded/store';
import { embeddedAuthAdmin } from './admin';
import {
  consumeSetupTokenIn,
  createSetupToken,
  isSetupTokenValid,
  setupTokenSeconds,
} from './setup';
import { makeUser, randomEmail, randomPassword, testAuth } from './testing';
import { sha256 } from './tokens';

describe('first-admin setup link', () => {
  jest.setTimeout(60_000);
  let store: EmbeddedStore;
  beforeEach(async () => {
    store = await openEmbeddedStore({ dataDir: null, seed: false });
  });
  afterEach(() => store.close());

  it('keeps only the hash of one live token; each start replaces it', async () => {
    const first = (await createSetupToken(store))!;
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { rows } = await store.db.query<{ token_hash: string }>(
      'select token_hash from auth.setup_tokens',
    );
    expect(rows).toEqual([{ token_hash: sha256(first) }]);
    const second = (await createSetupToken(store))!;
    expect(await isSetupTokenValid(store, first)).toBe(false);
    expect(await isSetupTokenValid(store, second)).toBe(true);
  });

  it('creates the first admin once; the link then stops working and no new one is made', async () => {
    const token = (await createSetupToken(store))!;
    const email = randomEmail('founder');
    const password = randomPassword();
    expect(await consumeSetupTokenIn(store, 'wrong', email, password)).toEqual({
      status: 'invalid',
    });
    // A weak password or a bad address leaves the link usable.
    expect(await consumeSetupTokenIn(store, token, email, 'short')).toEqual({
      status: 'weakPassword',
      reasons: expect.arrayContaining(['length']),
    });
    expect(await consumeSetupTokenIn(store, token, 'not-an-email', password)).toEqual({
      status: 'invalidEmail',
    });

    const created = await consumeSetupTokenIn(store, token, email, password);
    expect(created).toEqual({ status: 'created', userId: expect.any(String) });
    const { auth } = testAuth(store);
    expect((await auth.signIn(email, password))?.claims.sub).toBe(
      created.status === 'created' && created.userId,
    );
    expect(await embeddedAuthAdmin(store).hasAdmin()).toBe(true);

    expect(await consumeSetupTokenIn(store, token, randomEmail(), randomPassword())).toEqual({
      status: 'invalid',
    });
    expect(await createSetupToken(store)).toBeNull();
  });

  it('expires after 24 hours, and is refused once the store has an admin', async () => {
    const start = new Date();
    const token = (await createSetupToken(store, start))!;
    const later = new Date(start.getTime() + setupTokenSeconds * 1000);
    expect(await consumeSetupTokenIn(store, token, randomEmail(), randomPassword(), later)).toEqual(
      {
        status: 'invalid',
      },
    );

    const fresh = (await createSetupToken(store))!;
    await makeUser(store, { admin: true });
    expect(await consumeSetupTokenIn(store, fresh, randomEmail(), randomPassword())).toEqual({
      status: 'invalid',
    });
  });
});
