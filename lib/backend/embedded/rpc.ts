import { RpcError } from '../rpc-error';

// The embedded store calls SQL functions the way PostgREST does for `.rpc()`: by name, with named
// arguments taken from a JSON object, each converted to the type the function declares. So one
// argument object works on both adapters, and an argument the function does not have (or a
// required one left out) is refused with PostgREST's own error rather than ignored.

type Signature = {
  /** Input arguments in declaration order, with their SQL types. */
  args: Array<{ name: string; type: string; hasDefault: boolean }>;
  returnsSet: boolean;
  returnsVoid: boolean;
};

/** Where a call runs: a PGlite transaction, or a node-postgres client in the integration tests. */
export type Queryable = {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
};

/** Signatures read from pg_proc, per function name; one catalog per store. */
export type FunctionCatalog = Map<string, Signature[]>;

export const createFunctionCatalog = (): FunctionCatalog => new Map();

const identifier = /^[a-z_][a-z0-9_]*$/;
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

type ProcRow = {
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_types: string[];
  n_defaults: number;
  returns_set: boolean;
  return_type: string;
};

async function readSignatures(tx: Queryable, name: string): Promise<Signature[]> {
  const { rows } = await tx.query<ProcRow>(
    `select p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
            array(select format_type(t.oid, null)
                    from unnest(p.proargtypes::oid[]) with ordinality as t(oid, n) order by t.n) as arg_types,
            p.pronargdefaults as n_defaults, p.proretset as returns_set,
            format_type(p.prorettype, null) as return_type
       from pg_catalog.pg_proc as p
       join pg_catalog.pg_namespace as ns on ns.oid = p.pronamespace
      where ns.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
    [name],
  );
  return rows.map((row) => {
    // proargnames lists every argument (OUT ones too); proargtypes only the inputs.
    const inputNames = (row.arg_names ?? []).filter(
      (_, i) => !row.arg_modes || ['i', 'b', 'v'].includes(row.arg_modes[i]!),
    );
    const firstDefault = row.arg_types.length - row.n_defaults;
    return {
      args: row.arg_types.map((type, i) => ({
        name: inputNames[i] ?? '',
        type,
        hasDefault: i >= firstDefault,
      })),
      returnsSet: row.returns_set,
      returnsVoid: row.return_type === 'void',
    };
  });
}

function notFound(name: string, given: string[], candidates: Signature[]): RpcError {
  const sorted = [...given].sort();
  const wanted = sorted.length ? `(${sorted.join(', ')})` : ' without parameters';
  const problems = candidates.map((signature) => {
    const known = new Set(signature.args.map((a) => a.name));
    const unknown = sorted.filter((arg) => !known.has(arg));
    const missing = signature.args
      .filter((a) => !a.hasDefault && !given.includes(a.name))
      .map((a) => a.name);
    return [
      unknown.length ? `unknown argument(s) ${unknown.join(', ')}` : '',
      missing.length ? `missing argument(s) ${missing.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; ');
  });
  return new RpcError(name, {
    code: 'PGRST202',
    message: `Could not find the function public.${name}${wanted} in the schema cache`,
    details:
      `Searched for the function public.${name} with ${sorted.length ? `parameters ${sorted.join(', ')}` : 'no parameters'}, ` +
      `but no matches were found in the schema cache.` +
      (problems.length ? ` ${problems.join(' | ')}.` : ''),
    hint: candidates[0]
      ? `Perhaps you meant to call the function public.${name}(${candidates[0].args.map((a) => a.name).join(', ')})`
      : null,
  });
}

/** The one signature whose arguments the call names exactly (missing ones having defaults). */
function match(signatures: Signature[], given: string[]): Signature | undefined {
  return signatures.find((signature) => {
    const known = new Set(signature.args.map((a) => a.name));
    return (
      given.every((arg) => known.has(arg)) &&
      signature.args.every((a) => a.hasDefault || given.includes(a.name))
    );
  });
}

function statement(name: string, signature: Signature, given: string[]): string {
  const args = signature.args.filter((a) => given.includes(a.name));
  const call = `public.${quote(name)}(${args.map((a) => `${quote(a.name)} => r.${quote(a.name)}`).join(', ')})`;
  // json_to_record converts each JSON value to the declared type as PostgREST does (arrays,
  // jsonb and numbers included); with no arguments there is nothing to convert.
  const record = args.length
    ? `json_to_record($1::json) as r(${args.map((a) => `${quote(a.name)} ${a.type}`).join(', ')})`
    : null;
  if (signature.returnsSet)
    return `select coalesce(jsonb_agg(to_jsonb(f)), '[]'::jsonb) as value from ${record ? `${record}, lateral ` : ''}${call} as f`;
  if (signature.returnsVoid) return `select ${call} ${record ? `from ${record}` : ''}`;
  return `select to_jsonb(${call}) as value ${record ? `from ${record}` : ''}`;
}

function asRpcError(name: string, error: unknown): unknown {
  if (error instanceof RpcError || !(error instanceof Error) || !('code' in error)) return error;
  const pg = error as Error & { code?: string; detail?: string; hint?: string };
  return new RpcError(
    name,
    { code: pg.code ?? '', message: pg.message, details: pg.detail ?? null, hint: pg.hint ?? null },
    { cause: error },
  );
}

/**
 * Calls `public.<name>` inside `tx` with `args` as named arguments, as PostgREST's `/rpc/<name>`
 * does, and answers the result as JSON: a scalar or jsonb as it is, a set as an array of rows,
 * void as null. Fails with PGRST202 when no function of that name takes exactly these arguments.
 */
export async function callFunction(
  tx: Queryable,
  name: string,
  args: Record<string, unknown>,
  catalog: FunctionCatalog,
): Promise<unknown> {
  const given = Object.keys(args).filter((key) => args[key] !== undefined);
  if (!identifier.test(name)) throw notFound(name, given, []);
  let signatures = catalog.get(name);
  if (!signatures) {
    signatures = await readSignatures(tx, name);
    catalog.set(name, signatures);
  }
  const signature = match(signatures, given);
  if (!signature) throw notFound(name, given, signatures);
  const sql = statement(name, signature, given);
  try {
    const { rows } = await tx.query<{ value: unknown }>(
      sql,
      given.length ? [JSON.stringify(args)] : [],
    );
    return signature.returnsVoid ? null : (rows[0]?.value ?? null);
  } catch (error) {
    // The function changed since its signature was read: read it again on the next call.
    if ((error as { code?: string }).code === '42883') catalog.delete(name);
    throw asRpcError(name, error);
  }
}
