// What the forms offer and accept, without zod: the forms render these, and the schemas check
// them (lib/forms/schemas.ts), which the browser loads only when a form is first used.

export const contactTopics = [
  'tax',
  'labor',
  'administrative',
  'corporate',
  'commercial',
  'customs',
  'litigation',
  'other',
] as const;
export const practiceAreas = [
  'tax',
  'corporate',
  'customs',
  'labor',
  'administrative',
  'litigation',
  'commercial',
  'accounting',
] as const;
export const formLocales = ['es', 'en'] as const;

/**
 * Every message key the newsletter sign-up can show (Forms.errors): its schema's (the e-mail;
 * a bad language falls back to localeInvalid) and its action's (lib/actions/form-action.ts).
 * The form sits in every page's footer, so it is sent these and not the other forms' messages.
 */
export const newsletterErrorKeys = [
  'emailRequired',
  'emailInvalid',
  'localeInvalid',
  'textInvalid',
  'invalidRequest',
  'rateLimited',
  'newsletterFailed',
] as const;

// The database checks the same limits (supabase/migrations): lib/forms/limits.test.ts reads both.
export const limits = {
  name: 100,
  personName: 80,
  email: 254,
  phone: 30,
  message: 2000,
  profession: 100,
  linkedin: 200,
  resumeBytes: 4 * 1024 * 1024,
  /**
   * The largest form post the server reads: a 4 MB CV and the longest texts fit, and it stays
   * under Vercel's 4.5 MB cap on a function's request body. proxy.ts refuses larger posts with a
   * page in the visitor's language before their body is read.
   */
  requestBytes: 4_500_000,
} as const;
