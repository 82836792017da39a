import pg from 'pg';

/**
 * A PostgreSQL connection that keeps every parameterised statement Drizzle sends as a named
 * prepared statement: parsed once per connection, and planned once PostgreSQL finds a generic plan
 * costs no more than a fresh one. A listing of 5,000 products spent 1.4–2.4 ms planning per request
 * before (more than running it). Drizzle's statements without parameters (transaction control,
 * migrations, which may hold several commands) stay unnamed, as do texts past the first 500.
 */
const names = new Map<string, string>();
const MAX_STATEMENTS = 500;

function nameFor(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MAX_STATEMENTS) return known;
  const name = `resham_${names.size + 1}`;
  names.set(text, name);
  return name;
}

let sharedSessionClients = 0;

export class NamedStatementClient extends pg.Client {
  /** Names this connection's statements; on a session of its own, one name per text serves every one. */
  protected nameFor(text: string): string | undefined {
    return nameFor(text);
  }

  // pg's overloads (config or text, values, callback) pass through unchanged but for the name.
  override query(...args: unknown[]): never {
    const [config, values] = args as [unknown, unknown];
    if (typeof config === 'string') {
      // query(text, values), as runStatement (statements.ts) sends its single statements: named even
      // without parameters (a listing of every product has none, and planning it cost more than
      // running it). query(text) alone stays unnamed (migrations, health checks).
      const name = Array.isArray(values) ? this.nameFor(config) : undefined;
      if (name) args[0] = { text: config, name };
      return (super.query as (...a: unknown[]) => never)(...args);
    }
    const params = Array.isArray(values) ? values : (config as { values?: unknown[] } | null)?.values;
    if (
      config &&
      typeof config === 'object' &&
      typeof (config as pg.QueryConfig).text === 'string' &&
      !(config as pg.QueryConfig).name &&
      typeof (config as { submit?: unknown }).submit !== 'function' &&
      params?.length
    ) {
      const name = this.nameFor((config as pg.QueryConfig).text);
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

/**
 * A connection to the embedded database (pglite-thread.ts), where every connection shares the one
 * session: each names its statements apart, or one's `resham_1` would already exist for the next.
 */
export class SharedSessionClient extends NamedStatementClient {
  private readonly prefix = `c${++sharedSessionClients}_`;

  protected override nameFor(text: string): string | undefined {
    const name = super.nameFor(text);
    return name && this.prefix + name;
  }
}
