import { messages } from '@/lib/i18n/messages';
import { teamGroups, teamMembers } from './team';

describe('team', () => {
  it('has nine lawyers with the roles of SPEC §3', () => {
    expect(teamMembers).toHaveLength(9);
    const roles = new Set(teamMembers.map((member) => member.role));
    for (const role of ['seniorLawyer', 'juniorLawyer', 'litigationDirector'] as const)
      expect(roles).toContain(role);
    expect(new Set(teamMembers.map((member) => member.id)).size).toBe(9);
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
