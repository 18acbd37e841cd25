import { backendConfig, defaultDataDir, describeBackend } from './config';

const url = 'https://abcdefgh.supabase.co';
const key = 'sb_publishable_0123456789abcdefghij';

describe('backendConfig', () => {
  it('chooses Supabase when its URL and publishable key are set', () => {
    expect(
      backendConfig({ NEXT_PUBLIC_SUPABASE_URL: url, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: key }),
    ).toEqual({
      kind: 'supabase',
      url,
      anonKey: key,
    });
    const secret = 'sb_secret_0123456789abcdefghijklmn';
    const onVercel = {
      NEXT_PUBLIC_SUPABASE_URL: url,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: key,
      VERCEL: '1',
    };
    const salt = 'a-salt-of-sixteen-or-more';
    expect(
      backendConfig({ ...onVercel, SUPABASE_SERVICE_ROLE_KEY: secret, RATE_LIMIT_SALT: salt }),
    ).toEqual({
      kind: 'supabase',
      url,
      anonKey: key,
      serviceRoleKey: secret,
    });
    // On Vercel the forms need the service role key: its absence stops the build, named.
    expect(() => backendConfig({ ...onVercel, RATE_LIMIT_SALT: salt })).toThrow(
      /SUPABASE_SERVICE_ROLE_KEY/,
    );
    // Nor without a secret salt for the rate limits.
    expect(() => backendConfig({ ...onVercel, SUPABASE_SERVICE_ROLE_KEY: secret })).toThrow(
      /RATE_LIMIT_SALT/,
    );
  });

  it('falls back to the embedded store, in its default folder or the configured one', () => {
    expect(backendConfig({})).toEqual({ kind: 'embedded', dataDir: defaultDataDir });
    expect(
      backendConfig({ NEXT_PUBLIC_SUPABASE_URL: ' ', EMBEDDED_DATA_DIR: '/var/lib/site' }),
    ).toEqual({
      kind: 'embedded',
      dataDir: '/var/lib/site',
    });
  });

  it('stops on Vercel without Supabase, naming the missing variables', () => {
    expect(() => backendConfig({ VERCEL: '1' })).toThrow(
      /NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY/,
    );
    expect(() => backendConfig({ VERCEL: '1', NEXT_PUBLIC_SUPABASE_URL: url })).toThrow(
      /Set NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY \(or NEXT_PUBLIC_SUPABASE_ANON_KEY\) in the project/,
    );
  });

  it('refuses half a Supabase configuration and malformed values', () => {
    expect(() => backendConfig({ NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: key })).toThrow(
      /set NEXT_PUBLIC_SUPABASE_URL as well/,
    );
    expect(() =>
      backendConfig({
        NEXT_PUBLIC_SUPABASE_URL: 'not a url',
        NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: key,
      }),
    ).toThrow(/Invalid environment variable\(s\): NEXT_PUBLIC_SUPABASE_URL/);
  });

  it('describes the choice for the start-up log without the key', () => {
    expect(describeBackend({ kind: 'supabase', url, anonKey: key })).toBe(
      'Backend: Supabase at abcdefgh.supabase.co',
    );
    expect(describeBackend({ kind: 'embedded', dataDir: '.data/pglite' })).toBe(
      'Backend: embedded PGlite in .data/pglite',
    );
  });
});
