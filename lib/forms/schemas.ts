import * as z from 'zod/mini';
import { isLinkedinUrl, isPhone } from './checks';
import { contactTopics, formLocales, limits, practiceAreas } from './options';
import { resumeTypeOfName } from './resume';

// One schema per form, shared by react-hook-form in the browser and by the server action.
// zod/mini keeps the browser's share small, and the browser loads this module only when a form
// is first used; what the forms render (options, limits) is in ./options, without zod. Messages
// are keys into messages/*.json (Forms.errors.<key>), translated in one place for client and
// server alike.

// Postgres cannot store a NUL character in text: refused here, with a message, not by the database.
const noNul = z.refine<string>((value) => !value.includes('\u0000'), 'textInvalid');

const text = (max: number, required: string | null, tooLong: string) =>
  required
    ? z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong), noNul)
    : z.string().check(z.trim(), z.maxLength(max, tooLong), noNul);

/** An e-mail address as every form takes it: trimmed, lower case, required, checked. */
export const email = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'emailRequired'),
    z.maxLength(limits.email, 'emailInvalid'),
    z.email('emailInvalid'),
  );
const phone = z.string().check(
  z.trim(),
  z.refine((value) => value === '' || isPhone(value), 'phoneInvalid'),
);
const consent = z.literal(true, 'consentRequired');
const locale = z.enum(formLocales);

export const contactSchema = z.object({
  name: text(limits.name, 'nameRequired', 'nameTooLong'),
  email,
  phone,
  topic: z.union([z.enum(contactTopics), z.literal('')], 'topicInvalid'),
  message: text(limits.message, 'messageRequired', 'messageTooLong'),
  consent,
  locale,
});
export type ContactInput = z.input<typeof contactSchema>;

export const newsletterSchema = z.object({ email, locale });

/** The CV as the browser describes it; the server checks the content itself (lib/forms/resume-safety.ts). */
export const resumeFileSchema = z
  .custom<File>(
    (value) => typeof File !== 'undefined' && value instanceof File && value.size > 0,
    'resumeRequired',
  )
  .check(
    z.refine((file) => file.size <= limits.resumeBytes, 'resumeTooLarge'),
    z.refine((file) => resumeTypeOfName(file.name) !== null, 'resumeType'),
  );

export const careerSchema = z.object({
  firstName: text(limits.personName, 'firstNameRequired', 'firstNameTooLong'),
  lastName: text(limits.personName, 'lastNameRequired', 'lastNameTooLong'),
  email,
  phone,
  profession: text(limits.profession, 'professionRequired', 'professionTooLong'),
  practiceArea: z.enum(practiceAreas, 'practiceAreaRequired'),
  linkedinProfile: z.string().check(
    z.trim(),
    z.refine(
      (value) => value === '' || (value.length <= limits.linkedin && isLinkedinUrl(value)),
      'linkedinInvalid',
    ),
  ),
  message: text(limits.message, null, 'messageTooLong'),
  resume: resumeFileSchema,
  consent,
  locale,
});
export type CareerInput = z.input<typeof careerSchema>;

/** Field name → message key of its first problem. */
export type FieldErrors = Record<string, string>;

/** The first message key per field of a failed parse. */
export function fieldErrors(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}
