import type { ServiceKey } from '@/lib/routing';
import type { TeamId } from './team-ids';

export const teamGroups = ['partners', 'seniorLawyers', 'juniorLawyers', 'accountingTeam'] as const;
type TeamGroup = (typeof teamGroups)[number];

type TeamRole = 'partner' | 'litigationDirector' | 'seniorLawyer' | 'juniorLawyer';

/** Languages a lawyer works in, as BCP 47 codes (their names are in messages, LawyerPage). */
export const workingLanguages = ['es', 'en', 'fr', 'pt'] as const;
type WorkingLanguage = (typeof workingLanguages)[number];

export type TeamMember = {
  id: TeamId;
  name: string;
  /** Grammatical gender of the role title in Spanish (Socia/Socio, Abogada/Abogado). */
  gender: 'female' | 'male';
  role: TeamRole;
  group: Exclude<TeamGroup, 'accountingTeam'>;
  /** Practice areas, main one first; each links to its service page. */
  practiceAreas: readonly ServiceKey[];
  /** The practice areas this lawyer leads: named on those service pages. */
  leads: readonly ServiceKey[];
  languages: readonly WorkingLanguage[];
  /** Number of the tarjeta profesional (bar registration) issued by the Consejo Superior de la Judicatura. */
  barNumber: string;
  email: string;
  /** Direct line in E.164 (+57…), shown grouped as Colombian numbers are written. */
  phone: string;
  /**
   * A portrait under public/ (4:5, at least 800×1000 px), or none: the profile then draws a
   * monogram in the same frame, so adding a photo later changes no layout.
   */
  portrait?: string;
};

/**
 * The firm's lawyers, in display order. Each id is the slug of the lawyer's profile page and the
 * author id of what they write (public.entries.author_id). Bios and education live in messages
 * (Team.members.<id>, LawyerProfiles.<id>). Fictional demo people: `.example` addresses, 555 lines.
 */
export const teamMembers: readonly TeamMember[] = [
  {
    id: 'jorge-enrique-vargas-montoya',
    name: 'Jorge Enrique Vargas Montoya',
    gender: 'male',
    role: 'partner',
    group: 'partners',
    practiceAreas: ['tax'],
    leads: ['tax'],
    languages: ['es', 'en'],
    barNumber: '48.213',
    email: 'jorge.vargas@montoyarivas.example',
    phone: '+576015550181',
  },
  {
    id: 'claudia-patricia-rincon-salazar',
    name: 'Claudia Patricia Rincón Salazar',
    gender: 'female',
    role: 'partner',
    group: 'partners',
    practiceAreas: ['corporate', 'commercial'],
    leads: ['corporate', 'commercial'],
    languages: ['es', 'en', 'fr'],
    barNumber: '71.904',
    email: 'claudia.rincon@montoyarivas.example',
    phone: '+576015550182',
  },
  {
    id: 'andres-felipe-gomez-cardenas',
    name: 'Andrés Felipe Gómez Cárdenas',
    gender: 'male',
    role: 'litigationDirector',
    group: 'seniorLawyers',
    practiceAreas: ['litigation', 'administrative', 'tax', 'customs'],
    leads: ['litigation', 'administrative'],
    languages: ['es', 'en'],
    barNumber: '132.587',
    email: 'andres.gomez@montoyarivas.example',
    phone: '+576015550183',
  },
  {
    id: 'natalia-andrea-ospina-arango',
    name: 'Natalia Andrea Ospina Arango',
    gender: 'female',
    role: 'seniorLawyer',
    group: 'seniorLawyers',
    practiceAreas: ['customs'],
    leads: ['customs'],
    languages: ['es', 'en', 'pt'],
    barNumber: '158.341',
    email: 'natalia.ospina@montoyarivas.example',
    phone: '+576015550184',
  },
  {
    id: 'camilo-ernesto-duarte-villamizar',
    name: 'Camilo Ernesto Duarte Villamizar',
    gender: 'male',
    role: 'seniorLawyer',
    group: 'seniorLawyers',
    practiceAreas: ['labor'],
    leads: ['labor'],
    languages: ['es', 'en'],
    barNumber: '149.776',
    email: 'camilo.duarte@montoyarivas.example',
    phone: '+576015550185',
  },
  {
    id: 'luisa-fernanda-castano-mejia',
    name: 'Luisa Fernanda Castaño Mejía',
    gender: 'female',
    role: 'seniorLawyer',
    group: 'seniorLawyers',
    practiceAreas: ['tax', 'litigation'],
    leads: [],
    languages: ['es', 'en', 'fr'],
    barNumber: '187.032',
    email: 'luisa.castano@montoyarivas.example',
    phone: '+576015550186',
  },
  {
    id: 'santiago-jose-herrera-beltran',
    name: 'Santiago José Herrera Beltrán',
    gender: 'male',
    role: 'juniorLawyer',
    group: 'juniorLawyers',
    practiceAreas: ['corporate', 'commercial'],
    leads: [],
    languages: ['es', 'en'],
    barNumber: '352.918',
    email: 'santiago.herrera@montoyarivas.example',
    phone: '+576015550187',
  },
  {
    id: 'valentina-ruiz-moreno',
    name: 'Valentina Ruiz Moreno',
    gender: 'female',
    role: 'juniorLawyer',
    group: 'juniorLawyers',
    practiceAreas: ['tax'],
    leads: [],
    languages: ['es', 'en'],
    barNumber: '361.445',
    email: 'valentina.ruiz@montoyarivas.example',
    phone: '+576015550188',
  },
  {
    id: 'daniel-esteban-pardo-quintero',
    name: 'Daniel Esteban Pardo Quintero',
    gender: 'male',
    role: 'juniorLawyer',
    group: 'juniorLawyers',
    practiceAreas: ['litigation', 'administrative'],
    leads: [],
    languages: ['es', 'en'],
    barNumber: '358.207',
    email: 'daniel.pardo@montoyarivas.example',
    phone: '+576015550189',
  },
];

/** The team member with this id, if any: how an entry's author id is checked. */
export function teamMemberById(id: string | null | undefined): TeamMember | undefined {
  return id ? teamMembers.find((member) => member.id === id) : undefined;
}

/** The lawyers who lead `service`, in display order. */
export function leadsOf(service: ServiceKey): TeamMember[] {
  return teamMembers.filter((member) => member.leads.includes(service));
}

/** A Colombian number grouped for reading: +57 601 555 0181 (landline) or +57 310 555 0181 (mobile). */
export function formatPhone(e164: string): string {
  const match = /^\+57(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `+57 ${match[1]} ${match[2]} ${match[3]}` : e164;
}
