export const teamGroups = ['partners', 'seniorLawyers', 'juniorLawyers', 'accountingTeam'] as const;
export type TeamGroup = (typeof teamGroups)[number];

export const teamRoles = ['partner', 'litigationDirector', 'seniorLawyer', 'juniorLawyer'] as const;
export type TeamRole = (typeof teamRoles)[number];

export type TeamMember = {
  id: string;
  name: string;
  /** Grammatical gender of the role title in Spanish (Socia/Socio, Abogada/Abogado). */
  gender: 'female' | 'male';
  role: TeamRole;
  group: Exclude<TeamGroup, 'accountingTeam'>;
};

/** The firm's lawyers, in display order; bios live in messages (Team.members.<id>). */
export const teamMembers: readonly TeamMember[] = [
  {
    id: 'jorge-enrique-vargas-montoya',
    name: 'Jorge Enrique Vargas Montoya',
    gender: 'male',
    role: 'partner',
    group: 'partners',
  },
  {
    id: 'claudia-patricia-rincon-salazar',
    name: 'Claudia Patricia Rincón Salazar',
    gender: 'female',
    role: 'partner',
    group: 'partners',
  },
  {
    id: 'andres-felipe-gomez-cardenas',
    name: 'Andrés Felipe Gómez Cárdenas',
    gender: 'male',
    role: 'litigationDirector',
    group: 'seniorLawyers',
  },
  {
    id: 'natalia-andrea-ospina-arango',
    name: 'Natalia Andrea Ospina Arango',
    gender: 'female',
    role: 'seniorLawyer',
    group: 'seniorLawyers',
  },
  {
    id: 'camilo-ernesto-duarte-villamizar',
    name: 'Camilo Ernesto Duarte Villamizar',
    gender: 'male',
    role: 'seniorLawyer',
    group: 'seniorLawyers',
  },
  {
    id: 'luisa-fernanda-castano-mejia',
    name: 'Luisa Fernanda Castaño Mejía',
    gender: 'female',
    role: 'seniorLawyer',
    group: 'seniorLawyers',
  },
  {
    id: 'santiago-jose-herrera-beltran',
    name: 'Santiago José Herrera Beltrán',
    gender: 'male',
    role: 'juniorLawyer',
    group: 'juniorLawyers',
  },
  {
    id: 'valentina-ruiz-moreno',
    name: 'Valentina Ruiz Moreno',
    gender: 'female',
    role: 'juniorLawyer',
    group: 'juniorLawyers',
  },
  {
    id: 'daniel-esteban-pardo-quintero',
    name: 'Daniel Esteban Pardo Quintero',
    gender: 'male',
    role: 'juniorLawyer',
    group: 'juniorLawyers',
  },
];
