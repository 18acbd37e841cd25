import * as z from 'zod/mini';

// The two-factor forms' fields: the code step, the enrollment (started without a code, confirmed
// with one) and a factor's removal. Messages are keys into Admin.errors. Codes are only bounded
// here: whether one is right is the code check's to say, with the same answer for every wrong one.

const code = z.string().check(z.trim(), z.maxLength(16, 'codeInvalid'));
const factorId = z.string().check(z.maxLength(64, 'failed'));

export const codeStepSchema = z.object({ code, next: z.string() });

/** A TOTP secret in base32, as the enrollment showed it (sent back only to show it again). */
const secret = z.string().check(z.regex(/^([A-Z2-7]{16,128})?$/, 'failed'));

export const enrollSchema = z.object({ factorId, code, secret });

export const removeFactorSchema = z.object({ factorId, code });
