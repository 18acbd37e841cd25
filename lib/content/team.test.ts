import { existsSync } from 'node:fs';
import path from 'node:path';
import { openTestStore } from '@/lib/backend/testing/fixtures';
import { messages } from '@/lib/i18n/messages';
import { serviceKeys } from '@/lib/routing';
import {
  formatPhone,
  leadsOf,
  teamGroups,
  teamMemberById,
  teamMembers,
  workingLanguages,
} from './team';
import { teamIds } from './team-ids';

describe('team', () => {
  it('has nine lawyers with the roles the About page groups them by', () => {
    expect(teamMembers).toHaveLength(9);
    const roles = new Set(teamMembers.map((member) => member.role));
    for (const role of ['seniorLawyer', 'juniorLawyer', 'litigationDirector'] as const)
      expect(roles).toContain(role);
    expect(new Set(teamMembers.map((member) => member.id)).size).toBe(9);
  });

  it('lists every lawyer once in the routing ids, in the same order', () => {
    expect(teamMembers.map((member) => member.id)).toEqual([...teamIds]);
  });

  it('places every lawyer in one of the team groups', () => {
    for (const member of teamMembers) expect(teamGroups).toContain(member.group);
  });

  it('has a short and a long biography for each lawyer in both languages, and none for anybody else', () => {
    const ids = teamMembers.map((member) => member.id).sort();
    for (const locale of ['es', 'en'] as const) {
      const bios = messages[locale].Team.members as Record<
        string,
        { shortBio: string; longBio: string }
      >;
      expect(Object.keys(bios).sort()).toEqual(ids);
      for (const id of ids) {
        expect(bios[id]?.longBio.length).toBeGreaterThan(bios[id]?.shortBio.length ?? Infinity);
      }
    }
  });
});

describe('lawyer profiles', () => {
  it('gives every lawyer practice areas that are service pages, and leads only among them', () => {
    for (const member of teamMembers) {
      expect(member.practiceAreas.length).toBeGreaterThan(0);
      expect(new Set(member.practiceAreas).size).toBe(member.practiceAreas.length);
      for (const area of member.practiceAreas) expect(serviceKeys).toContain(area);
      for (const area of member.leads) expect(member.practiceAreas).toContain(area);
    }
  });

  it('names at least one lawyer who leads each practice area, a partner or a senior lawyer', () => {
    for (const service of serviceKeys) {
      const leads = leadsOf(service);
      expect({ service, leads: leads.length > 0 }).toEqual({ service, leads: true });
      for (const lead of leads) expect(lead.group).not.toBe('juniorLawyers');
    }
  });

  it('has fictional contact details that look it: .example addresses and 555 lines', () => {
    const emails = new Set<string>();
    for (const member of teamMembers) {
      expect(member.email).toMatch(/^[a-z]+\.[a-z]+@[a-z]+\.example$/);
      emails.add(member.email);
      expect(member.phone).toMatch(/^\+57601555\d{4}$/);
      expect(formatPhone(member.phone)).toMatch(/^\+57 601 555 \d{4}$/);
      expect(member.barNumber).toMatch(/^\d{1,3}(\.\d{3})*$/);
      expect(member.languages[0]).toBe('es');
      for (const language of member.languages) expect(workingLanguages).toContain(language);
    }
    expect(emails.size).toBe(teamMembers.length);
  });

  it('names portraits only as image files that exist under public/', () => {
    for (const member of teamMembers) {
      if (member.portrait === undefined) continue;
      expect(member.portrait).toMatch(/^\/[\w/.-]+\.(jpe?g|png|webp|avif)$/);
      expect(existsSync(path.join(process.cwd(), 'public', member.portrait))).toBe(true);
    }
  });

  it('has education and the names of every working language in both languages', () => {
    for (const locale of ['es', 'en'] as const) {
      const profiles = messages[locale].LawyerProfiles as Record<
        string,
        { education: { degree: string; institution: string }[] }
      >;
      expect(Object.keys(profiles).sort()).toEqual(teamMembers.map((m) => m.id).sort());
      for (const member of teamMembers)
        expect(profiles[member.id]?.education.length).toBeGreaterThan(0);
      for (const language of workingLanguages)
        expect(messages[locale].LawyerPage.languageNames[language]).toBeTruthy();
    }
  });

  it('checks author ids against the team', () => {
    expect(teamMemberById('claudia-patricia-rincon-salazar')?.name).toBe(
      'Claudia Patricia Rincón Salazar',
    );
    expect(teamMemberById('alguien-que-no-esta')).toBeUndefined();
    expect(teamMemberById(null)).toBeUndefined();
  });

  it('seeds entries whose author ids are all team ids, every lawyer among them', async () => {
    const store = await openTestStore();
    try {
      const { rows } = await store.db.query<{ author_id: string | null }>(
        'select distinct author_id from public.entries where author_id is not null',
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows)
        expect({ id: row.author_id, known: Boolean(teamMemberById(row.author_id)) }).toEqual({
          id: row.author_id,
          known: true,
        });
      const ids = new Set(rows.map((row) => row.author_id));
      for (const member of teamMembers) expect(ids).toContain(member.id);
    } finally {
      await store.close();
    }
  }, 60_000);
});
