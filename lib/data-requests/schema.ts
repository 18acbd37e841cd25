import * as z from 'zod/mini';
import { email } from '@/lib/forms/schemas';
import { formLocales } from '@/lib/forms/options';
import { requestKinds, requestLimits } from './options';

// The data-request form's one schema, shared by the browser's form and the server action.
// Messages are keys into messages/*.json (Forms.errors.<key>).

const noNul = z.refine<string>((value) => !value.includes('\u0000'), 'textInvalid');

export const dataRequestSchema = z.object({
  kind: z.enum(requestKinds, 'requestKindRequired'),
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'nameRequired'),
      z.maxLength(requestLimits.name, 'nameTooLong'),
      noNul,
    ),
  email,
  idNumber: z
    .string()
    .check(
      z.trim(),
      z.maxLength(requestLimits.idNumber, 'idNumberInvalid'),
      z.regex(/^[A-Za-z0-9.\- ]*$/, 'idNumberInvalid'),
    ),
  description: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'descriptionRequired'),
      z.maxLength(requestLimits.description, 'descriptionTooLong'),
      noNul,
    ),
  consent: z.literal(true, 'consentRequired'),
  locale: z.enum(formLocales),
});
export type DataRequestInput = z.input<typeof dataRequestSchema>;
