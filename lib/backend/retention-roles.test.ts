import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@/lib/auth/permissions';
import { purgePeriods } from '@/lib/privacy/retention';
import type { Claims, EmbeddedStore } from './embedded/store';
import { createUser, openTestStore, startSession } from './testing/fixtures';

// Retention's verbs by role: an admin puts an item under legal hold and marks an application
// "keep" (each recorded with who, when and why, and in the audit trail); anon, author and editor
// are refused both; nobody but the server runs the purge. Never as a superuser.

type Caller = 'anon' | StaffRole;
const callers: Caller[] = ['anon', 'author', 'editor', 'admin'];

describe('retention’s verbs by role', () => {
  jest.setTimeout(120_000);
  let store: EmbeddedStore;
  const claims = { anon: { role: 'anon' } } as Record<Caller, Claims>;

  beforeAll(async () => {
    store = await openTestStore();
    for (const role of ['author', 'editor', 'admin'] as const) {
      const id = await createUser(store, `${role}-${randomUUID()}@example.com`, { role });
      claims[role] = { role: 'authenticated', sub: id, session_id: await startSession(store, id) };
    }
  });
  afterAll(() => store.close());

  const lead = async () =>
    (
      await store.db.query<{ id: string }>(
        `insert into public.contact_messages (name, email, message, locale, consent_at, privacy_policy_version)
         values ('Ana', 'ana@example.com', 'Hola.', 'es', now(), 'v1') returning id`,
      )
    ).rows[0]!.id;
  const application = async () => ({
    id: (
      await store.db.query<{ id: string }>(
        `insert into public.career_applications (first_name, last_name, email, profession, practice_area,
           resume_path, resume_original_name, resume_type, resume_bytes, locale, consent_at, privacy_policy_version)
         values ('Ana', 'Gómez', 'ana@example.com', 'Abogada', 'labor', $1, 'hoja.pdf', 'pdf', 100, 'es', now(), 'v1')
         returning id`,
        [`${randomUUID()}.pdf`],
      )
    ).rows[0]!.id,
  });

  describe.each(callers)('as %s', (caller) => {
    it(
      caller === 'admin' ? 'holds, keeps and records them' : 'is refused hold, keep and the purge',
      async () => {
        const held = await lead();
        const app = await application();
        const run = (fn: string, args: object) =>
          store.asRole(claims[caller], async (tx) => {
            const { rows } = await tx.query<{ su: string }>(
              `select current_setting('is_superuser') as su`,
            );
            expect(rows[0]!.su).toBe('off');
            const names = Object.keys(args)
              .map((key, at) => `${key} => $${at + 1}`)
              .join(', ');
            return (
              await tx.query<{ v: unknown }>(
                `select public.${fn}(${names}) as v`,
                Object.values(args),
              )
            ).rows[0]!.v;
          });
        const hold = run('admin_set_legal_hold', {
          p_kind: 'lead',
          p_id: held,
          p_reason: 'Proceso en curso',
        });
        const keep = run('admin_set_application_keep', { p_id: app.id, p_reason: 'Buen perfil' });
        const purgeAsCaller = run('purge_retention', { p_periods: JSON.stringify(purgePeriods()) });
        await expect(purgeAsCaller).rejects.toMatchObject({ code: '42501' });
        if (caller !== 'admin') {
          await expect(hold).rejects.toMatchObject({ code: '42501' });
          await expect(keep).rejects.toMatchObject({ code: '42501' });
          return;
        }
        expect(await hold).toBe(true);
        expect(await keep).toBe(true);
        const row = (
          await store.db.query<{ legal_hold_reason: string; legal_hold_by: string }>(
            `select legal_hold_reason, legal_hold_by from public.contact_messages where id = $1`,
            [held],
          )
        ).rows[0]!;
        expect(row).toEqual({
          legal_hold_reason: 'Proceso en curso',
          legal_hold_by: claims.admin.sub,
        });
        const events = await store.db.query<{ action: string }>(
          `select action::text from public.audit_events where target_id = any($1) order by id`,
          [[held, app.id]],
        );
        expect(events.rows.map((event) => event.action)).toEqual([
          'inbox.legal_hold',
          'inbox.keep',
        ]);
        expect(
          await run('admin_set_legal_hold', { p_kind: 'lead', p_id: held, p_reason: '' }),
        ).toBe(true);
        const lifted = await store.db.query(
          `select 1 from public.contact_messages where id = $1 and legal_hold_at is null and legal_hold_by is null`,
          [held],
        );
        expect(lifted.rows).toHaveLength(1);
        expect(
          await run('admin_set_legal_hold', {
            p_kind: 'lead',
            p_id: randomUUID(),
            p_reason: 'x y z',
          }),
        ).toBe(false);
      },
    );
  });
});
