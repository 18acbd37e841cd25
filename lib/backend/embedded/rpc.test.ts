import { RpcError } from '../rpc-error';
import { openEmbeddedStore, type EmbeddedStore } from './store';

// callFunction against a real Postgres: functions made for the test, called as PostgREST would.
describe('callFunction (the embedded store’s /rpc)', () => {
  jest.setTimeout(60_000);
  let store: EmbeddedStore;
  const call = (name: string, args: Record<string, unknown>) =>
    store.rpc({ role: 'service_role' }, name, args);

  beforeAll(async () => {
    store = await openEmbeddedStore({ dataDir: null, seed: false });
    await store.db.exec(`
      create function public.echo_types(
        p_text text, p_count integer, p_words text[], p_ids uuid[], p_data jsonb,
        p_flag boolean default false
      ) returns jsonb language sql as $$
        select jsonb_build_object(
          'text', p_text, 'count', p_count, 'words', p_words, 'ids', p_ids, 'data', p_data,
          'flag', p_flag,
          'types', jsonb_build_array(pg_typeof(p_text)::text, pg_typeof(p_count)::text,
                                     pg_typeof(p_words)::text, pg_typeof(p_ids)::text,
                                     pg_typeof(p_data)::text, pg_typeof(p_flag)::text));
      $$;
      create function public.pairs(p_n integer) returns table (n integer, label text)
        language sql as $$ select i, 'n' || i from generate_series(1, p_n) as i $$;
      create function public.words() returns setof text
        language sql as $$ values ('a'), ('b') $$;
      create function public.twice(p_n integer) returns integer language sql as $$ select p_n * 2 $$;
      create function public.nothing(p_note text) returns void language sql as $$ select $$;
      create function public.private_answer() returns integer language sql as $$ select 42 $$;
      revoke execute on function public.private_answer() from public;
      grant execute on function public.echo_types(text, integer, text[], uuid[], jsonb, boolean),
        public.pairs(integer), public.words(), public.twice(integer), public.nothing(text)
        to service_role;
    `);
  });
  afterAll(() => store.close());

  it('converts each JSON value to the declared type, and uses defaults for what is left out', async () => {
    const id = '7f1c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
    expect(
      await call('echo_types', {
        p_text: 'ñandú "x"',
        p_count: 3,
        p_words: ['uno', 'dos'],
        p_ids: [id],
        p_data: { nested: [1, { a: null }] },
      }),
    ).toEqual({
      text: 'ñandú "x"',
      count: 3,
      words: ['uno', 'dos'],
      ids: [id],
      data: { nested: [1, { a: null }] },
      flag: false,
      types: ['text', 'integer', 'text[]', 'uuid[]', 'jsonb', 'boolean'],
    });
    expect(
      await call('echo_types', {
        p_text: null,
        p_count: '7',
        p_words: [],
        p_ids: null,
        p_data: null,
        p_flag: true,
      }),
    ).toMatchObject({ text: null, count: 7, words: [], ids: null, data: null, flag: true });
  });

  it('answers a scalar as it is, a set as an array of rows, void as null', async () => {
    expect(await call('twice', { p_n: 21 })).toBe(42);
    expect(await call('pairs', { p_n: 2 })).toEqual([
      { n: 1, label: 'n1' },
      { n: 2, label: 'n2' },
    ]);
    expect(await call('pairs', { p_n: 0 })).toEqual([]);
    expect(await call('words', {})).toEqual(['a', 'b']);
    expect(await call('nothing', { p_note: 'x' })).toBeNull();
  });

  it('refuses an unknown or a missing argument with PGRST202, naming them', async () => {
    await expect(call('twice', { p_n: 1, p_extra: 2 })).rejects.toMatchObject({
      code: 'PGRST202',
      message:
        'twice failed: Could not find the function public.twice(p_extra, p_n) in the schema cache',
      details: expect.stringContaining('unknown argument(s) p_extra'),
      hint: 'Perhaps you meant to call the function public.twice(p_n)',
    });
    await expect(call('echo_types', { p_text: 'x' })).rejects.toMatchObject({
      code: 'PGRST202',
      details: expect.stringContaining('missing argument(s) p_count, p_words, p_ids, p_data'),
    });
    await expect(call('twice', {})).rejects.toMatchObject({
      message:
        'twice failed: Could not find the function public.twice without parameters in the schema cache',
    });
    await expect(call('no_such_function', { p_a: 1 })).rejects.toMatchObject({
      code: 'PGRST202',
      hint: null,
    });
    await expect(call('twice; drop table x', {})).rejects.toMatchObject({ code: 'PGRST202' });
  });

  it('reports Postgres errors with their SQLSTATE: a bad value, a missing grant', async () => {
    const bad = call('twice', { p_n: 'many' });
    await expect(bad).rejects.toBeInstanceOf(RpcError);
    await expect(bad).rejects.toMatchObject({ code: '22P02' });
    await expect(store.rpc({ role: 'anon' }, 'private_answer', {})).rejects.toMatchObject({
      code: '42501',
      message: expect.stringMatching(/permission denied for function private_answer/),
    });
  });

  it('reads a function again after it changed under the cached signature', async () => {
    expect(await call('twice', { p_n: 2 })).toBe(4);
    await store.db.exec(`
      drop function public.twice(integer);
      create function public.twice(p_value integer) returns integer language sql as $$ select p_value * 2 $$;
      grant execute on function public.twice(integer) to service_role;
    `);
    // The cached signature still names p_n: Postgres refuses the call, and the cache is dropped.
    await expect(call('twice', { p_n: 2 })).rejects.toMatchObject({ code: '42883' });
    await expect(call('twice', { p_n: 2 })).rejects.toMatchObject({ code: 'PGRST202' });
    expect(await call('twice', { p_value: 5 })).toBe(10);
  });
});
