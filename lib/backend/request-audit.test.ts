import { addressHmac } from '@/lib/audit/ip-hmac';
import { draft, saved, useEditorsFixture, values } from './editors/fixture';

// A staff member's write through the embedded adapter carries the client address's HMAC into the
// transaction (request.headers, as PostgREST sets it), where the entries' audit trigger reads it.

const address = '203.0.113.7';
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.7' }),
  cookies: jest.fn(),
}));
// The audit trail's HMAC key, given here so no test writes one into a data folder.
const mockKey = 'a-test-key-for-the-audit-trail-hmac-of-addresses';
jest.mock('./secrets', () => ({
  ...jest.requireActual('./secrets'),
  serverSecret: async (name: string) =>
    name === 'audit-ip-key' ? mockKey : jest.requireActual('./secrets').serverSecret(name),
}));

describe('the audit headers of a staff member’s write', () => {
  jest.setTimeout(120_000);
  const fx = useEditorsFixture();

  it('records the publishing with the HMAC of the request’s client address', async () => {
    const entry = saved(await fx.admin.saveEntry(values(draft())));
    const rows = await fx.owner<{ action: string; ip_hmac: string | null }>(
      `select action::text, ip_hmac from public.audit_events where target_id = $1`,
      [entry.id],
    );
    expect(rows).toEqual([{ action: 'entry.publish', ip_hmac: addressHmac(mockKey, address) }]);
  });
});
