import * as z from 'zod/mini';
import { staffRoles } from '@/lib/auth/permissions';
import { teamMembers } from '@/lib/content/team';
import { email } from '@/lib/forms/schemas';

// The /admin/users forms' schemas. Messages are keys into messages/<locale>/admin.json
// (Admin.errors).

const role = z.enum(staffRoles, 'roleInvalid');

/**
 * An invitation: who (e-mail and name), their role, and the lawyer the account belongs to, if any.
 * The name is one line: the action wrapper refuses control characters before this runs.
 */
export const inviteSchema = z.object({
  email,
  name: z.string().check(z.trim(), z.minLength(1, 'nameRequired'), z.maxLength(120, 'nameTooLong')),
  role,
  teamMemberId: z.union(
    [z.literal(''), z.enum(teamMembers.map((member) => member.id) as [string, ...string[]])],
    'teamMemberInvalid',
  ),
});

export const userIdSchema = z.object({ userId: z.uuid('userInvalid') });

export const roleChangeSchema = z.object({ userId: z.uuid('userInvalid'), role });

/** A disable: whom, and who takes over their reviews ('' when they hold none). */
export const disableSchema = z.object({
  userId: z.uuid('userInvalid'),
  successor: z.union([z.literal(''), z.uuid('successorInvalid')], 'successorInvalid'),
});
