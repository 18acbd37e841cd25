import { draftMode } from 'next/headers';
import { requestAuth } from '@/lib/auth';
import { getBackend } from '@/lib/backend';
import { closePreview, openPreview } from './preview';

jest.mock('next/headers', () => ({ draftMode: jest.fn() }));
jest.mock('@/lib/auth', () => ({ requestAuth: jest.fn() }));
jest.mock('@/lib/backend', () => ({ getBackend: jest.fn() }));

const id = '3f0c8a52-6d7e-4c1b-9a2f-0b1c2d3e4f50';
const draft = { enable: jest.fn(), disable: jest.fn() };
/** One verified authenticator: the session passed its code, as an admin's must. */
const enrolledMfa = {
  listFactors: async () => [
    { id: 'f', friendlyName: null, status: 'verified', createdAt: '2026-11-01T00:00:00Z' },
  ],
};

const claims = { sub: 'a1b2', role: 'authenticated', aal: 'aal2' };
const entry = { id, kind: 'publication', slugEs: 'borrador', slugEn: 'draft' };

const refresh = jest.fn();

function given({ session = true, admin = true, canRefresh = false, refreshed = false } = {}) {
  jest.mocked(draftMode).mockResolvedValue(draft as never);
  refresh.mockResolvedValue(refreshed ? claims : null);
  jest.mocked(requestAuth).mockResolvedValue({
    mfa: enrolledMfa,
    claims: async () => (session ? claims : null),
    canRefresh: () => canRefresh,
    refresh,
  } as never);
  jest.mocked(getBackend).mockResolvedValue({
    staffRole: async () => (admin ? 'admin' : null),
    secondFactorPending: async () => false,
    adminContent: () => ({ getEntry: async (asked: string) => (asked === id ? entry : null) }),
  } as never);
}

const open = (query: string) => openPreview(new URL(`http://site.test/api/preview${query}`));

beforeEach(() => jest.clearAllMocks());

describe('openPreview', () => {
  it('sends a visitor with no session to the sign-in, back here after it', async () => {
    given({ session: false });
    const response = await open(`?id=${id}&locale=es`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `/login?next=${encodeURIComponent(`/api/preview?id=${id}&locale=es`)}`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(draft.enable).not.toHaveBeenCalled();
  });

  it('refreshes an expired session in place (a route handler may write cookies), then opens', async () => {
    given({ session: false, canRefresh: true, refreshed: true });
    const response = await open(`?id=${id}&locale=es`);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(response.headers.get('location')).toBe('/publicaciones/borrador');
    expect(draft.enable).toHaveBeenCalled();
  });

  it('sends a session the refresh cannot renew to the sign-in', async () => {
    given({ session: false, canRefresh: true, refreshed: false });
    const response = await open(`?id=${id}&locale=es`);
    expect(response.headers.get('location')).toBe(
      `/login?next=${encodeURIComponent(`/api/preview?id=${id}&locale=es`)}`,
    );
    expect(draft.enable).not.toHaveBeenCalled();
  });

  it('refuses a signed-in user who is not an admin', async () => {
    given({ admin: false });
    const response = await open(`?id=${id}&locale=es`);
    expect(response.status).toBe(403);
    expect(draft.enable).not.toHaveBeenCalled();
  });

  it.each(['', '?id=nope&locale=es', `?id=${id}&locale=fr`, `?id=${id}`])(
    'refuses a malformed query (%s)',
    async (query) => {
      given();
      expect((await open(query)).status).toBe(400);
      expect(draft.enable).not.toHaveBeenCalled();
    },
  );

  it('answers 404 for an entry the admin cannot find', async () => {
    given();
    expect((await open('?id=00000000-0000-4000-8000-000000000000&locale=es')).status).toBe(404);
    expect(draft.enable).not.toHaveBeenCalled();
  });

  it("turns draft mode on for an admin and opens the entry's public page", async () => {
    given();
    const es = await open(`?id=${id}&locale=es`);
    expect(es.status).toBe(303);
    expect(es.headers.get('location')).toBe('/publicaciones/borrador');
    expect(es.headers.get('cache-control')).toBe('private, no-store');
    const en = await open(`?id=${id}&locale=en`);
    expect(en.headers.get('location')).toBe('/en/legal-updates/draft');
    expect(draft.enable).toHaveBeenCalledTimes(2);
  });
});

describe('closePreview', () => {
  it('turns draft mode off and returns to the admin area', async () => {
    given();
    const response = await closePreview();
    expect(draft.disable).toHaveBeenCalled();
    expect(response.headers.get('location')).toBe('/admin');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});
