import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { embeddedAuth } from '@/lib/auth/embedded/service';
import { randomPassword, testSecret } from '@/lib/auth/embedded/testing';
import { passwordProblems } from '@/lib/auth/password';
import { lockFileOf } from '@/lib/backend/embedded/lock';
import { openEmbeddedStore } from '@/lib/backend/embedded/store';
import { createUserOnEmbeddedStore, parseArguments, terminalLocale } from './user-create-command';

const dataDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'user-create-')), 'pglite');

describe('npm run user:create', () => {
  jest.setTimeout(120_000);

  it('speaks the terminal’s language: English when its locale is English, else Spanish', () => {
    expect(terminalLocale({ LANG: 'en_US.UTF-8' })).toBe('en');
    expect(terminalLocale({ LC_ALL: 'es_CO.UTF-8', LANG: 'en_US.UTF-8' })).toBe('es');
    expect(terminalLocale({ LANG: 'C.UTF-8' })).toBe('es');
    expect(terminalLocale({})).toBe('es');
  });

  it('creates an admin with a generated password, then updates it, on a closed data folder', async () => {
    const dir = dataDir();
    const email = 'Socia@Firma.example';
    const first = await createUserOnEmbeddedStore(dir, { email, role: 'admin', password: null });
    expect(first.created).toBe(true);
    expect(first.generatedPassword!.length).toBeGreaterThanOrEqual(20);
    expect(passwordProblems(first.generatedPassword!, email)).toEqual([]);
    expect(existsSync(lockFileOf(dir))).toBe(false);

    const chosen = randomPassword();
    const second = await createUserOnEmbeddedStore(dir, { email, role: 'admin', password: chosen });
    expect(second).toEqual({ id: first.id, created: false, generatedPassword: null });
    await expect(
      createUserOnEmbeddedStore(dir, { email, role: 'admin', password: 'too-short' }),
    ).rejects.toThrow('USER_PASSWORD: La contraseña es débil:\n- Tiene menos de 12 caracteres.');
    // A password with the e-mail's name says so in the words of the person at the terminal,
    // never as the rule's bare key.
    const named = `socia-${randomPassword()}`;
    await expect(
      createUserOnEmbeddedStore(dir, { email, role: 'admin', password: named }),
    ).rejects.toThrow('- Contiene el nombre de su correo electrónico (lo que va antes de la @).');
    await expect(
      createUserOnEmbeddedStore(dir, { email, role: 'admin', password: named, locale: 'en' }),
    ).rejects.toThrow(
      'USER_PASSWORD: The password is weak:\n- It contains the name of your e-mail address (the part before the @).',
    );

    const store = await openEmbeddedStore({ dataDir: dir });
    try {
      const auth = embeddedAuth({ store, secret: testSecret() });
      expect(await auth.signIn('socia@firma.example', first.generatedPassword!)).toBeNull();
      expect((await auth.signIn('socia@firma.example', chosen))?.claims.sub).toBe(first.id);
      const { rows } = await store.db.query(
        `select 1 from public.staff_profiles where user_id = $1 and role = 'admin'`,
        [first.id],
      );
      expect(rows).toHaveLength(1);
    } finally {
      await store.close();
    }
  });

  it('reads --role and --name, with --admin as --role admin, and refuses anything else', () => {
    const email = 'abogada@firma.example';
    expect(parseArguments([email])).toEqual({ email, role: null, name: null, totpSecretEnv: null });
    expect(parseArguments([email, '--admin'])).toEqual({
      email,
      role: 'admin',
      name: null,
      totpSecretEnv: null,
    });
    expect(parseArguments(['--role', 'author', email, '--name', ' Ana Gómez '])).toEqual({
      email,
      role: 'author',
      name: 'Ana Gómez',
      totpSecretEnv: null,
    });
    expect(parseArguments([email, '--role', 'editor'])).toMatchObject({ role: 'editor' });
    for (const bad of [
      [email, '--role', 'owner'],
      [email, '--role'],
      [email, '--name'],
      [email, '--name', 'a\u0007b'],
      [email, '--name', 'x'.repeat(121)],
      [email, '--superuser'],
      [email, 'otra@firma.example'],
      [],
    ])
      expect(parseArguments(bad)).toBeNull();
  });

  it('creates an author with a name through the real command', () => {
    const dir = dataDir();
    const run = spawnSync(
      process.execPath,
      [
        'scripts/user-create.mjs',
        'abogada@firma.example',
        '--role',
        'author',
        '--name',
        'Ana Gómez',
      ],
      {
        cwd: process.cwd(),
        env: { ...process.env, EMBEDDED_DATA_DIR: dir, NODE_OPTIONS: '' },
        encoding: 'utf8',
      },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('Created author abogada@firma.example.');
    expect(run.status).toBe(0);
    return openEmbeddedStore({ dataDir: dir }).then(async (store) => {
      try {
        const { rows } = await store.db.query(
          `select p.role, p.display_name from public.staff_profiles p
             join auth.users u on u.id = p.user_id where u.email = 'abogada@firma.example'`,
        );
        expect(rows).toEqual([{ role: 'author', display_name: 'Ana Gómez' }]);
      } finally {
        await store.close();
      }
    });
  });

  it('refuses, naming the process, while a server holds the data folder', () => {
    const dir = dataDir();
    mkdirSync(path.dirname(dir), { recursive: true });
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(lockFileOf(dir), String(server.pid));
      // The real command: esbuild bundles the script, Node runs it.
      const run = spawnSync(
        process.execPath,
        ['scripts/user-create.mjs', 'socia@firma.example', '--admin'],
        {
          cwd: process.cwd(),
          env: { ...process.env, EMBEDDED_DATA_DIR: dir, NODE_OPTIONS: '' },
          encoding: 'utf8',
        },
      );
      expect(run.stderr).toContain(`in use by process ${server.pid}`);
      expect(run.stderr).toContain('Stop that process first');
      expect(run.status).toBe(1);
      expect(existsSync(dir)).toBe(false);
    } finally {
      server.kill();
    }
  });
});
