import { headers } from 'next/headers';
import { roleMay } from '@/lib/auth/permissions';
import type { FormState } from '@/lib/forms/state';
import { answer, callAs, reached } from '@/lib/admin/testing/role-doubles';
import { rows } from '@/lib/admin/testing/role-rows';

// The application-layer role matrix for sessions without a
// verified authenticator (aal1, a role: the account has none). An editor or admin is refused
// every action and route handler their role allows, with the reason (a form says to set up
// two-step verification; a route handler sends them to the security page), before the seam is
// asked; only the enrollment is open. Authors are not forced. What a role may not do stays
// forbidden.

jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn(), draftMode: jest.fn() }));
jest.mock('next/cache', () => ({
  updateTag: jest.fn(),
  refresh: jest.fn(),
  revalidatePath: jest.fn(),
}));
jest.mock('@/lib/auth', () => ({ requestAuth: jest.fn(), authAdmin: jest.fn() }));
jest.mock('@/lib/backend', () => ({ getBackend: jest.fn() }));
jest.mock('@/lib/admin/locale', () => ({ adminLocale: jest.fn().mockResolvedValue('es') }));
jest.mock('@/lib/backend/request-audit', () => ({ auditIpHmacOf: async () => null }));

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(headers).mockResolvedValue(
    new Headers({
      'next-action': 'x',
      host: 'abogados.example',
      origin: 'https://abogados.example',
    }) as never,
  );
});

/** The guard's refusal in an answer, or null when the action went past the guard. */
function refusalOf(result: unknown): 'factorRequired' | 'forbidden' | 'signedOut' | null {
  if (result instanceof Response) {
    if (result.status === 403) return 'forbidden';
    const location = result.headers.get('Location') ?? '';
    if (location === '/admin/account/security') return 'factorRequired';
    return location.startsWith('/login') ? 'signedOut' : null;
  }
  const state = result as Partial<FormState> & { error?: string };
  if (state.status !== 'error') return null;
  const why = 'formError' in state ? state.formError : state.error;
  return why === 'factorRequired' || why === 'forbidden' || why === 'signedOut' ? why : null;
}

/** The one action open to an editor or admin who must set up an authenticator. */
const enrollment = 'enrollFactorAction (start)';

describe.each(['editor', 'admin'] as const)('every staff action, as an %s without one', (role) => {
  it.each(rows)('%s (%s)', async (name, capability, run) => {
    callAs(role, { factor: 'none' });
    const refusal = refusalOf(await answer(run));
    if (!roleMay(role, capability)) expect(refusal).toBe('forbidden');
    else expect(refusal).toBe(name === enrollment ? null : 'factorRequired');
    if (refusal) expect(reached()).toBe(false);
  });
});

describe('every staff action, as an author without one', () => {
  it.each(rows)('%s (%s): as without the rule', async (_name, capability, run) => {
    callAs('author', { factor: 'none' });
    const refusal = refusalOf(await answer(run));
    expect(refusal).toBe(roleMay('author', capability) ? null : 'forbidden');
  });
});
