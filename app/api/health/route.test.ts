import { replaceBackend } from '@/lib/backend';
import type { Backend } from '@/lib/backend/types';
import { healthTimeoutMs } from '@/lib/backend/health';
import { log } from '@/lib/log';
import { GET } from './route';

/** A backend whose only working part is `health()`: the route must need nothing else. */
const backendAnswering = (name: Backend['name'], health: () => Promise<boolean>) =>
  ({ name, health }) as Partial<Backend> as Backend;

const read = async (response: Response) => ({
  status: response.status,
  cache: response.headers.get('cache-control'),
  body: await response.json(),
});

describe('GET /api/health', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(log, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('answers 200 with the backend’s name when the database answers', async () => {
    for (const name of ['embedded', 'supabase'] as const) {
      replaceBackend(backendAnswering(name, async () => true));
      expect(await read(await GET())).toEqual({
        status: 200,
        cache: 'no-store',
        body: { status: 'ok', backend: name },
      });
    }
  });

  it('answers 503 without detail when the database fails, says no, or does not answer in time', async () => {
    const secret = 'connection to 10.0.0.5:5432 refused for user postgres';
    replaceBackend(
      backendAnswering('supabase', async () => {
        throw new Error(secret);
      }),
    );
    const failed = await GET();
    const text = await failed.clone().text();
    expect(await read(failed)).toEqual({
      status: 503,
      cache: 'no-store',
      body: { status: 'unavailable' },
    });
    expect(text).not.toContain('10.0.0.5');
    expect(logged).toHaveBeenCalled();

    replaceBackend(backendAnswering('embedded', async () => false));
    expect((await GET()).status).toBe(503);

    jest.useFakeTimers();
    replaceBackend(backendAnswering('embedded', () => new Promise<boolean>(() => {})));
    const pending = GET();
    await jest.advanceTimersByTimeAsync(healthTimeoutMs);
    expect(await read(await pending)).toEqual({
      status: 503,
      cache: 'no-store',
      body: { status: 'unavailable' },
    });
  });
});
