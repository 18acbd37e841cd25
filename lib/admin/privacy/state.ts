import type { KeptData, PersonalDataCompilation } from '@/lib/privacy/types';

// What the privacy page's form shows after each step. The address travels in the state (and the
// next form's hidden field), never in a URL.

export type PrivacyState =
  | { status: 'idle' }
  | { status: 'error'; formError?: string; email?: string }
  | { status: 'found'; email: string; counts: Record<string, number> }
  | { status: 'compiled'; email: string; report: PersonalDataCompilation }
  /** `lifted`: how many suppressions went (0: the address was not suppressed). */
  | { status: 'lifted'; email: string; lifted: number }
  | {
      status: 'deleted';
      email: string;
      counts: Record<string, number>;
      kept: KeptData[];
      /** What was kept and why, worded in both languages for the answer to the person. */
      keptText: { es: string[]; en: string[] };
      /** How many CV and e-mail files went, worded in the admin's language. */
      filesText: string;
    };

export const privacyIdle: PrivacyState = { status: 'idle' };
