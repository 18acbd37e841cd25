/**
 * The lawyers' ids, in display order: the slugs of their profile pages and the author ids of what
 * they write. Apart from the team's details (team.ts) because the routing table needs only these,
 * and the routing table is in the browser's bundle (the language toggle and the navigation read
 * it): names, roles and phone numbers have no business there.
 */
export const teamIds = [
  'jorge-enrique-vargas-montoya',
  'claudia-patricia-rincon-salazar',
  'andres-felipe-gomez-cardenas',
  'natalia-andrea-ospina-arango',
  'camilo-ernesto-duarte-villamizar',
  'luisa-fernanda-castano-mejia',
  'santiago-jose-herrera-beltran',
  'valentina-ruiz-moreno',
  'daniel-esteban-pardo-quintero',
] as const;

export type TeamId = (typeof teamIds)[number];
