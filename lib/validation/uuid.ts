import * as z from 'zod/mini';

/**
 * A row id as Postgres writes a `uuid`: 8-4-4-4-12 hexadecimal digits, either case, any version.
 * zod's `guid` is exactly that; its `uuid` also demands RFC 9562's version and variant digits,
 * which would refuse ids the checks here have always taken. Free of server-only code: the proxy,
 * the auth shim and the editors' forms all check ids with it.
 */
export const uuidSchema = z.guid();

/** Whether `value` is a row id (see `uuidSchema`). */
export const isUuid = (value: unknown): value is string => uuidSchema.safeParse(value).success;
