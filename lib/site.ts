import { formatNit } from './nit';

/**
 * The firm's time zone: staff enter dates in it and every page shows them in it. UTC−5 all year
 * (Colombia has had no daylight saving time since 1993).
 */
export const firmTimeZone = 'America/Bogota';

/**
 * The firm's identity: every name, address and channel the site shows comes from here.
 * These are fictional demo values; a deployer replaces them with the firm's own (see README).
 */
export const site = {
  name: 'Montoya Rivas Abogados',
  shortName: 'Montoya Rivas',
  legalName: 'Montoya Rivas Abogados S.A.S.',
  /** The digit is computed from the base number, so the one the site shows cannot be mistyped. */
  taxId: formatNit('860.000.172'),
  foundingYear: 1972,
  address: {
    street: 'Calle 72 # 10-07, Oficina 1101',
    locality: 'Bogotá D.C.',
    region: 'Bogotá D.C.',
    postalCode: '110231',
    country: 'CO',
  },
  geo: { latitude: 4.6565, longitude: -74.0573 },
  phone: { display: '+57 601 555 0172', href: 'tel:+576015550172' },
  email: 'contacto@montoyarivas.example',
  privacyEmail: 'datos.personales@montoyarivas.example',
  careersEmail: 'talento@montoyarivas.example',
  /** Office hours, Monday to Friday, in 24 h local time (`firmTimeZone`). */
  openingHours: { opens: '08:00', closes: '18:00' },
  social: {
    linkedin: 'https://www.linkedin.com/company/montoya-rivas-abogados',
    x: 'https://x.com/montoyarivasabg',
  },
  /**
   * Version (date) of the privacy policy in force, recorded with every consent: the last of
   * lib/privacy/notice-versions.ts (a test keeps them equal, and every version's text kept).
   */
  privacyPolicyVersion: '2026-11-27',
  /**
   * The providers abroad that process personal data on the firm's behalf, as the privacy policy
   * names them (transmissions to processors under contract). The standard deployment's; a
   * deployment on other services edits this list, and the policy follows (a new policy version).
   * `role` is a key of Privacy.processors.roles; `country` an ISO 3166 code.
   */
  processors: [
    { name: 'Vercel Inc.', role: 'hosting', country: 'US' },
    { name: 'Supabase Inc.', role: 'database', country: 'US' },
    { name: 'Resend (Plus Five Five, Inc.)', role: 'email', country: 'US' },
  ],
  /** Figures the firm claims publicly, on the home page. */
  stats: { successfulCases: 1000, successRatePercent: 95 },
} as const;

/** Whole decades since the founding year, as of `now`. */
export function decadesSinceFounding(now: Date = new Date()): number {
  return Math.floor((now.getFullYear() - site.foundingYear) / 10);
}

/** Whole years since the founding year, as of `now`. */
export function yearsSinceFounding(now: Date = new Date()): number {
  return now.getFullYear() - site.foundingYear;
}

/** A Google Maps search link for the office address. */
export function mapUrl(): string {
  const query = `${site.address.street}, ${site.address.locality}, Colombia`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/**
 * The brand's colours where CSS cannot reach them (browser chrome, the installed app's splash
 * screen, the social cards). app/globals.css holds the same values as --color-ink-900,
 * --color-paper, --color-ink-950, --color-ink-100, --color-brass-500 and --color-brass-300.
 */
export const brandColors = {
  navy: '#12223a',
  paper: '#faf8f4',
  navyDeep: '#0b1626',
  mist: '#e3e8f0',
  brass: '#b08a45',
  brassLight: '#d9c193',
} as const;
