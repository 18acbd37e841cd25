/** The recognitions the firm lists; texts live in messages (Recognitions.<key>). */
export const recognitionKeys = ['bestLawyers', 'legal500', 'leadersLeague', 'itr', 'iflr'] as const;

/** The milestones of the firm's history (About page); texts live in messages (Timeline.<year>). */
export const milestoneYears = ['1972', '2004', '2022', '2023'] as const;

/** The profiles the firm recruits for; texts live in messages (Careers.positions.<key>). */
export const positionKeys = ['seniorLawyer', 'juniorLawyer', 'paralegal', 'taxAccountant'] as const;

export type TitledText = { title: string; description: string };
export type Faq = { question: string; answer: string };
export type LegalSection = { heading: string; paragraphs: string[]; items: string[] };
