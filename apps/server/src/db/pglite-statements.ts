import { parse, protocol, type PGlite } from '@electric-sql/pglite';

/**
 * The embedded database, with every statement Drizzle sends kept as a named prepared statement.
 *
 * PGlite's `query()` parses, describes and plans each statement anew, in six calls into the
 * WebAssembly engine: 0.25 ms for `select 1`, 1.5 ms for a listing of 60 products, of which the
 * query itself is a fraction. The app's statements are a small, fixed set of texts (every value is a
 * bound parameter), so each text is parsed and described once; afterwards a query is one call (bind,
 * describe, execute, sync), and PostgreSQL keeps the plan once a generic plan costs no more than a
 * fresh one. Measured on the demo catalogue: `select 1` 0.25 → 0.06 ms, a listing 1.5 → 0.4 ms, a
 * search 4.5 → 2.1 ms.
 *
 * Queries inside `transaction()` keep PGlite's own path (they run on its transaction handle).
 * Statement texts past `maxStatements` also do, so a text that varied by value could not grow the
 * engine's memory without bound.
 */
export function withNamedStatements(client: PGlite, maxStatements = 500): PGlite {
  const names = new Map<string, { name: string; paramTypes: number[] }>();
  // Never reused, even when a text failed to prepare (its name may already exist in the engine).
  let prepared = 0;

  const query: PGlite['query'] = async (text, params = [], options) => {
    if (options?.blob || options?.paramTypes || (!names.has(text) && names.size >= maxStatements))
      return client.query(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const statement = names.get(text) ?? (await prepare(text));
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const type = statement.paramTypes[i]!;
          const serializer = options?.serializers?.[type] ?? client.serializers[type];
          return serializer ? serializer(value) : String(value);
        });
        const { serialize } = protocol;
        const messages = await client.execProtocolStream(
          concat([
            serialize.bind({ statement: statement.name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        // As PGlite's own query(): outside a transaction each statement is written through.
        await client.syncToFs();
        return parse.parseResults(messages, client.parsers, options)[0] as never;
      }),
    );
  };

  /** Parses and describes `text` once, under its own name (inside the exclusive query lock). */
  async function prepare(text: string) {
    const name = `resham_${++prepared}`;
    const { serialize } = protocol;
    const messages = await client.execProtocolStream(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    names.set(text, statement);
    return statement;
  }

  // Every other member is PGlite's own, called on PGlite itself (its private fields need that `this`).
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query;
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
