import * as z from 'zod/mini';
import { email } from '@/lib/forms/schemas';

// The /admin/users forms' schemas. Messages are keys into messages/<locale>/admin.json
// (Admin.errors).

export const addAdminSchema = z.object({ email });

export const userIdSchema = z.object({ userId: z.uuid('userInvalid') });
