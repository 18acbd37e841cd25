import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { absoluteUrl, buildTimeSiteEnv, resolveSiteOrigin, siteUrl } from './site-url';

describe('resolveSiteOrigin', () => {
  it('prefers NEXT_PUBLIC_SITE_URL, as an origin', () => {
    const vars = { NEXT_PUBLIC_SITE_URL: 'https://firm.example/x/', VERCEL_URL: 'x.vercel.app' };
    expect(resolveSiteOrigin(vars)).toBe('https://firm.example');
  });

  it('takes the production domain in production and the deployment URL elsewhere on Vercel', () => {
    const vercel = { VERCEL_URL: 'abc.vercel.app', VERCEL_PROJECT_PRODUCTION_URL: 'firm.example' };
    expect(resolveSiteOrigin({ ...vercel, VERCEL_ENV: 'production' })).toBe('https://firm.example');
    expect(resolveSiteOrigin({ ...vercel, VERCEL_ENV: 'preview' })).toBe('https://abc.vercel.app');
    expect(resolveSiteOrigin({ VERCEL_ENV: 'production', VERCEL_URL: 'abc.vercel.app' })).toBe(
      'https://abc.vercel.app',
    );
  });

  it('falls back to localhost on the port of the build', () => {
    expect(resolveSiteOrigin({ PORT: 4000 })).toBe('http://localhost:4000');
    expect(resolveSiteOrigin({})).toBe('http://localhost:3000');
  });
});

describe('the origin fixed at build', () => {
  it('is what the server keeps, whatever its own port or Vercel URL', () => {
    const built = buildTimeSiteEnv({ PORT: 4000 });
    expect(built).toEqual({ NEXT_PUBLIC_SITE_URL: 'http://localhost:4000' });
    // The built server sees the inlined value beside its own environment.
    const runtime = { ...built, PORT: 5000, VERCEL_URL: 'other.vercel.app' };
    expect(siteUrl(runtime).origin).toBe('http://localhost:4000');
    expect(absoluteUrl('/nosotros', runtime)).toBe('http://localhost:4000/nosotros');
  });

  it('is inlined by next.config.ts from the environment of the build', async () => {
    const names = ['NEXT_PUBLIC_SITE_URL', 'VERCEL_ENV', 'VERCEL_URL', 'PORT'] as const;
    const saved = names.map((name) => [name, process.env[name]] as const);
    try {
      for (const name of names) delete process.env[name];
      process.env.PORT = '4321';
      let config: (phase: string) => { env?: Record<string, string | undefined> } = () => ({});
      await jest.isolateModulesAsync(async () => {
        config = (await import('../next.config')).default;
      });
      expect(config(PHASE_PRODUCTION_BUILD).env).toEqual({
        NEXT_PUBLIC_SITE_URL: 'http://localhost:4321',
      });
    } finally {
      for (const [name, value] of saved) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
