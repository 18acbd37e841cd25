/** PostgREST's error shape, as both adapters report a failed SQL function call. */
export type RpcErrorBody = {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
};

/**
 * A failed SQL function call, from either adapter: `code` is PostgREST's (PGRST202: no function
 * with these argument names) or Postgres's SQLSTATE (42501: permission denied, 23514: a check).
 */
export class RpcError extends Error {
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;
  /** The error as PostgREST answers it (the message without the function's name in front). */
  readonly body: RpcErrorBody;

  constructor(fn: string, body: RpcErrorBody, options?: { cause?: unknown }) {
    super(`${fn} failed: ${body.message}`, options);
    this.name = 'RpcError';
    this.code = body.code;
    this.details = body.details;
    this.hint = body.hint;
    this.body = body;
  }
}

/**
 * Whether `error` is an RpcError, by its shape rather than `instanceof`: the production build may
 * hold more than one copy of this module (the store's and a server action's), and an error made
 * by one copy is no instance of the other's class.
 */
export function isRpcError(error: unknown): error is RpcError {
  if (!(error instanceof Error) || error.name !== 'RpcError') return false;
  const { code, body } = error as Partial<RpcError>;
  return typeof code === 'string' && typeof body === 'object' && body !== null;
}

/** Calls one SQL function of the public schema with named arguments; answers its JSON result. */
export type Rpc = (fn: string, args: Record<string, unknown>) => Promise<unknown>;

// The one argument convention of the SQL functions (docs/backend.md): named arguments, each
// `p_` and the app's name in snake_case, jsonb only for lists. Both adapters pass them by name.

/** An app name as SQL spells it: `seoTitleEs` → `seo_title_es`. */
export const snakeCase = (name: string) =>
  name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The app's argument object as a SQL function's named arguments: `{ firstName }` →
 * `{ p_first_name }`. Every key is passed on, none dropped: one the function does not take is
 * refused at the call (PGRST202), so a renamed argument fails a test instead of storing a null.
 */
export function sqlArgs(args: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(args).map(([key, value]) => [`p_${snakeCase(key)}`, value]),
  );
}
