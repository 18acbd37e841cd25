import { randomUUID } from 'node:crypto';
import { RpcError } from '../../rpc-error';
import { HandOverError, LastAdminError } from '@/lib/auth/types';
import { supabaseAuthAdmin } from './admin';
import {
  authError,
  fakeSupabase,
  json,
  randomSecret,
  restError,
  type FakeSupabase,
  type RecordedRequest,
} from './testing/fake-supabase';

let fake: FakeSupabase;
beforeEach(async () => {
  fake = await fakeSupabase();
});

const adminFor = () =>
  supabaseAuthAdmin({ url: fake.url, serviceRoleKey: fake.serviceRoleKey, fetch: fake.fetch });

const row = (email: string, overrides: Partial<Record<string, unknown>> = {}) => ({
  id: randomUUID(),
  email,
  display_name: null,
  role: overrides.is_admin ? 'admin' : null,
  team_member_id: null,
  is_admin: false,
  disabled: false,
  last_sign_in_at: null,
  created_at: '2026-11-01T10:00:00+00:00',
  ...overrides,
});

/**
 * Scripts `public.admin_users()`, `set_staff_role` / `assert_not_last_admin` (both answered by
 * `refuse` when given, void otherwise), `disable_hand_over` (answered by `refuse` when given, else
 * with `moved`, the reviews it handed over) and `end_user_sessions` (answering void).
 */
function scriptDatabase(
  rows: ReturnType<typeof row>[],
  refuse?: (r: RecordedRequest) => Response,
  moved = 0,
) {
  fake.on((request) => {
    if (request.url.pathname === '/rest/v1/rpc/admin_users') return json(200, rows);
    if (request.url.pathname === '/rest/v1/rpc/disable_hand_over')
      return refuse?.(request) ?? json(200, moved);
    if (
      request.url.pathname === '/rest/v1/rpc/set_staff_role' ||
      request.url.pathname === '/rest/v1/rpc/assert_not_last_admin'
    )
      return refuse?.(request) ?? new Response(null, { status: 204 });
    if (request.url.pathname === '/rest/v1/rpc/end_user_sessions')
      return new Response(null, { status: 204 });
    return undefined;
  });
}

/** Every request carries the service-role key alone, as apikey and bearer. */
function expectServiceRole() {
  expect(fake.requests.length).toBeGreaterThan(0);
  for (const request of fake.requests) {
    expect(request.headers.apikey).toBe(fake.serviceRoleKey);
    expect(request.headers.authorization).toBe(`Bearer ${fake.serviceRoleKey}`);
  }
}

const calls = () => fake.requests.map((r) => `${r.method} ${r.url.pathname}`);

describe('supabaseAuthAdmin', () => {
  it('upsertUser creates a confirmed user and makes them admin', async () => {
    scriptDatabase([]);
    const id = randomUUID();
    fake.on((request) =>
      request.url.pathname === '/auth/v1/admin/users' && request.method === 'POST'
        ? json(200, fake.userJson({ id, email: 'nueva@firma.example' }))
        : undefined,
    );
    const password = randomSecret();
    expect(
      await adminFor().upsertUser({ email: 'nueva@firma.example', password, role: 'admin' }),
    ).toEqual({ id, created: true });
    expect(calls()).toEqual([
      'POST /rest/v1/rpc/admin_users',
      'POST /auth/v1/admin/users',
      'POST /rest/v1/rpc/set_staff_role',
    ]);
    expect(fake.to('/auth/v1/admin/users')[0]?.body).toEqual({
      email: 'nueva@firma.example',
      email_confirm: true,
      password,
    });
    expect(fake.to('/rest/v1/rpc/set_staff_role')[0]?.body).toEqual({
      p_user_id: id,
      p_role: 'admin',
      p_display_name: null,
      p_team_member_id: null,
    });
    expectServiceRole();
  });

  it('upsertUser creates a user without a password when none is given (they set it by link)', async () => {
    scriptDatabase([]);
    fake.on((request) =>
      request.url.pathname === '/auth/v1/admin/users'
        ? json(200, fake.userJson({ id: randomUUID(), email: 'b@firma.example' }))
        : undefined,
    );
    await adminFor().upsertUser({ email: 'b@firma.example', password: null, role: null });
    expect(fake.to('/auth/v1/admin/users')[0]?.body).toEqual({
      email: 'b@firma.example',
      email_confirm: true,
    });
    expect(fake.to('/rest/v1/rpc/set_staff_role')).toEqual([]);
  });

  it('upsertUser updates the password of an existing user, found whatever the case', async () => {
    const existing = row('socia@firma.example', { is_admin: true });
    scriptDatabase([existing]);
    fake.on((request) =>
      request.method === 'PUT'
        ? json(200, fake.userJson({ id: existing.id, email: existing.email }))
        : undefined,
    );
    const password = randomSecret();
    expect(
      await adminFor().upsertUser({ email: 'Socia@Firma.example', password, role: 'admin' }),
    ).toEqual({ id: existing.id, created: false });
    // Already an admin: the flag is left alone.
    expect(calls()).toEqual([
      'POST /rest/v1/rpc/admin_users',
      `PUT /auth/v1/admin/users/${existing.id}`,
    ]);
    expect(fake.requests[1]?.body).toEqual({ password });
  });

  it('upsertUser removing the last admin’s rights is refused with LastAdminError', async () => {
    const existing = row('socia@firma.example', { is_admin: true });
    scriptDatabase([existing], () => restError(400, 'P0001', 'last_admin'));
    await expect(
      adminFor().upsertUser({ email: existing.email, password: null, role: null }),
    ).rejects.toBeInstanceOf(LastAdminError);
  });

  it('recoveryToken asks generateLink for a recovery link and answers its hashed token', async () => {
    const user = row('socia@firma.example');
    scriptDatabase([user]);
    const hashed = randomSecret();
    fake.on((request) =>
      request.url.pathname === '/auth/v1/admin/generate_link'
        ? json(200, {
            ...fake.userJson({ id: user.id, email: user.email }),
            action_link: `${fake.url}/auth/v1/verify?token=${randomSecret()}&type=recovery`,
            email_otp: randomSecret(),
            hashed_token: hashed,
            redirect_to: 'http://localhost:3000',
            verification_type: 'recovery',
          })
        : undefined,
    );
    expect(await adminFor().recoveryToken('SOCIA@firma.example')).toEqual({ tokenHash: hashed });
    const [link] = fake.to('/auth/v1/admin/generate_link');
    expect(link?.method).toBe('POST');
    expect(link?.body).toEqual({ type: 'recovery', email: user.email });
    expectServiceRole();
  });

  it('recoveryToken answers null for an unknown or disabled account, and when Supabase has no such user', async () => {
    const disabled = row('ex@firma.example', { disabled: true });
    scriptDatabase([disabled, row('socia@firma.example')]);
    fake.on((request) =>
      request.url.pathname === '/auth/v1/admin/generate_link'
        ? authError(404, 'user_not_found', 'User with this email not found')
        : undefined,
    );
    expect(await adminFor().recoveryToken('nadie@firma.example')).toBeNull();
    expect(await adminFor().recoveryToken(disabled.email)).toBeNull();
    expect(fake.to('/auth/v1/admin/generate_link')).toEqual([]);
    expect(await adminFor().recoveryToken('socia@firma.example')).toBeNull();
    expect(fake.to('/auth/v1/admin/generate_link')).toHaveLength(1);
  });

  it('listUsers maps admin_users() rows', async () => {
    const rows = [
      row('a@firma.example', { is_admin: true, last_sign_in_at: '2026-11-20T08:00:00+00:00' }),
      row('b@firma.example', { disabled: true }),
    ];
    scriptDatabase(rows);
    expect(await adminFor().listUsers()).toEqual([
      {
        id: rows[0]!.id,
        email: 'a@firma.example',
        name: null,
        role: 'admin',
        teamMemberId: null,
        isAdmin: true,
        disabled: false,
        lastSignInAt: '2026-11-20T08:00:00+00:00',
        createdAt: '2026-11-01T10:00:00+00:00',
      },
      {
        id: rows[1]!.id,
        email: 'b@firma.example',
        name: null,
        role: null,
        teamMemberId: null,
        isAdmin: false,
        disabled: true,
        lastSignInAt: null,
        createdAt: '2026-11-01T10:00:00+00:00',
      },
    ]);
    expect(fake.requests[0]?.body).toEqual({});
    expectServiceRole();
  });

  it('setRole calls set_staff_role, maps last_admin to LastAdminError and keeps other refusals', async () => {
    const id = randomUUID();
    let answer = () => new Response(null, { status: 204 });
    scriptDatabase([], () => answer());
    await adminFor().setRole(id, 'admin');
    expect(fake.to('/rest/v1/rpc/set_staff_role')[0]?.body).toEqual({
      p_user_id: id,
      p_role: 'admin',
      p_display_name: null,
      p_team_member_id: null,
    });

    answer = () => restError(400, 'P0001', 'last_admin');
    await expect(adminFor().setRole(id, null)).rejects.toBeInstanceOf(LastAdminError);

    answer = () => restError(403, '42501', 'permission denied for function set_staff_role');
    await expect(adminFor().setRole(id, null)).rejects.toMatchObject({
      constructor: RpcError,
      code: '42501',
    });
  });

  it('disableUser checks the last admin and hands the reviews over, bans the user and ends their sessions, in that order', async () => {
    const id = randomUUID();
    const successor = randomUUID();
    scriptDatabase([], undefined, 2);
    fake.on((request) =>
      request.method === 'PUT'
        ? json(200, fake.userJson({ id, email: 'ex@firma.example' }))
        : undefined,
    );
    expect(await adminFor().disableUser(id, successor)).toBe(2);
    expect(calls()).toEqual([
      'POST /rest/v1/rpc/disable_hand_over',
      `PUT /auth/v1/admin/users/${id}`,
      'POST /rest/v1/rpc/end_user_sessions',
    ]);
    expect(fake.requests[0]?.body).toEqual({ p_user_id: id, p_to: successor });
    expect(fake.requests[1]?.body).toEqual({ ban_duration: '876000h' });
    expect(fake.requests[2]?.body).toEqual({ p_user_id: id });
    expectServiceRole();
  });

  it('disableUser refuses the last admin before banning anybody', async () => {
    scriptDatabase([], () => restError(400, 'P0001', 'last_admin'));
    await expect(adminFor().disableUser(randomUUID())).rejects.toBeInstanceOf(LastAdminError);
    expect(calls()).toEqual(['POST /rest/v1/rpc/disable_hand_over']);
  });

  it('disableUser refuses a hand-over with nobody to take it before banning anybody', async () => {
    scriptDatabase([], () => restError(400, 'P0001', 'handover_required'));
    await expect(adminFor().disableUser(randomUUID())).rejects.toBeInstanceOf(HandOverError);
    expect(calls()).toEqual(['POST /rest/v1/rpc/disable_hand_over']);
  });

  it('refuses a user id that is not a UUID without calling Supabase', async () => {
    await expect(adminFor().disableUser('1 or 1=1')).rejects.toBeInstanceOf(TypeError);
    await expect(adminFor().setRole('../users', 'admin')).rejects.toBeInstanceOf(TypeError);
    expect(fake.requests).toEqual([]);
  });

  it('hasAdmin reads admin_users()', async () => {
    scriptDatabase([row('a@firma.example'), row('b@firma.example', { is_admin: true })]);
    expect(await adminFor().hasAdmin()).toBe(true);
    fake = await fakeSupabase();
    scriptDatabase([row('a@firma.example')]);
    expect(await adminFor().hasAdmin()).toBe(false);
  });
});
