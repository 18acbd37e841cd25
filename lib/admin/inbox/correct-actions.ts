'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { adminAction } from '@/lib/actions/form-action';
import { auditIpHmacOf } from '@/lib/backend/request-audit';
import { isLinkedinUrl, isPhone } from '@/lib/forms/checks';
import { email } from '@/lib/forms/schemas';
import { refusedState } from '@/lib/forms/state';
import { isRpcError } from '@/lib/backend/rpc-error';
import { adminInboxItemPath } from '@/lib/routing';
import { uuidSchema } from '@/lib/validation/uuid';
import { privacyFor } from '../privacy/work';

// Correcting what a person sent (their right to have it updated or rectified): an admin edits a
// lead's or an application's stored fields from its page. The guard asks privacy.personal_data;
// the database asks again, keeps the columns' checks, and records inbox.correct with the names of
// the fields that changed, never their values. The answer opens the item again.

const text = (min: number, max: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(min, 'correctionRequired'), z.maxLength(max, 'correctionTooLong'));
const phone = z.string().check(
  z.trim(),
  z.refine((value) => value === '' || isPhone(value), 'correctionPhoneInvalid'),
);
const id = uuidSchema;

const correctionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('lead'),
    id,
    name: text(1, 100),
    email,
    phone,
    message: text(1, 2000),
  }),
  z.object({
    kind: z.literal('application'),
    id,
    first_name: text(1, 80),
    last_name: text(1, 80),
    email,
    phone,
    profession: text(1, 100),
    linkedin_profile: z.string().check(
      z.trim(),
      z.refine((value) => value === '' || isLinkedinUrl(value), 'correctionLinkedinInvalid'),
    ),
    message: text(0, 2000),
  }),
]);

/** Saves an item's corrected fields and opens it again. */
export const correctInboxItemAction = adminAction({
  name: 'admin.inbox.correct',
  capability: 'privacy.personal_data',
  text: [
    'kind',
    'id',
    'name',
    'first_name',
    'last_name',
    'email',
    'phone',
    'profession',
    'linkedin_profile',
    'message',
  ],
  multiline: ['message'],
  schema: correctionSchema,
  failure: 'correctionFailed',
  async run(data, { claims, values }) {
    const { kind, id: itemId, ...changes } = data;
    try {
      await (await privacyFor(claims)).correct(kind, itemId, changes, await auditIpHmacOf());
    } catch (error) {
      if (isRpcError(error) && error.code === 'P0002') return refusedState(values, {}, 'notFound');
      throw error;
    }
    redirect(adminInboxItemPath(kind, itemId));
  },
});
