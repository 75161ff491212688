import { parse, type PGlite, protocol, type Results } from "@electric-sql/pglite";

type BackendMessage = Awaited<ReturnType<PGlite["execProtocol"]>>["messages"][number];

interface Prepared {
  name: string;
  /** The parameters' type OIDs, from Describe: each value is written as PGlite's serializer for its type writes it. */
  parameterTypes: number[];
  /** The statement's RowDescription, when it returns rows. */
  rowDescription: BackendMessage | undefined;
}

/** How many statements stay prepared; the least recently used one is closed past this. */
const MAX_PREPARED = 1000;

/** Names are unique in the process, so two sets of statements on one session never collide. */
let named = 0;

const join = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/**
 * The Data API's statements as named prepared statements on PGlite's one session, as the PostgreSQL dialect prepares
 * them per connection and PostgREST prepares its own. PGlite's `query` sends every statement as Parse, Describe,
 * Bind, Describe, Execute and Sync, six calls into the engine, and PostgreSQL plans it afresh each time (planning
 * reads every relation's size, an lseek and an fstat per file on PGlite's Node file system). A prepared statement is
 * parsed and described once, then runs as Bind, Execute and Sync in one message, and PostgreSQL may keep its plan.
 * Errors are PostgreSQL's, as `query` throws them. `renew()` drops every statement (lite reloaded its schema cache
 * after migrations: a `select *` prepared before a column change would fail, "cached plan must not change result
 * type"); a statement that fails that way is prepared afresh the next time.
 */
export class PgliteStatements {
  /** By SQL text, least recently used first. */
  private readonly prepared = new Map<string, Prepared>();
  /** Statements to close with the next Parse. */
  private closing: string[] = [];

  constructor(
    private readonly pglite: PGlite,
    private readonly max = MAX_PREPARED,
  ) {}

  /** Runs `sql` with `parameters`, preparing it first if needed. */
  async run<R>(sql: string, parameters: readonly unknown[]): Promise<Results<R>> {
    // `query` waits for a PGlite that is still starting; the protocol calls do not (and its start needs the lock).
    if (!this.pglite.ready) await this.pglite.waitReady;
    return this.pglite.runExclusive(async () => {
      const statement = this.prepared.get(sql) ?? (await this.prepare(sql));
      this.prepared.delete(sql);
      this.prepared.set(sql, statement);
      const values = parameters.map((value, i) => this.serialize(value, statement.parameterTypes[i]));
      try {
        const { messages } = await this.pglite.execProtocol(join([protocol.serialize.bind({ statement: statement.name, values }), protocol.serialize.execute({}), protocol.serialize.sync()]));
        const results = parse.parseResults(statement.rowDescription ? [statement.rowDescription, ...messages] : messages, this.pglite.parsers);
        return results[0] as Results<R>;
      } catch (error) {
        if ((error as { code?: unknown }).code === "0A000") this.forget(sql);
        throw Object.assign(error as object, { query: sql, params: parameters });
      }
    });
  }

  /** Drops every prepared statement; each is prepared afresh on its next use. */
  renew(): void {
    for (const sql of [...this.prepared.keys()]) this.forget(sql);
  }

  get size(): number {
    return this.prepared.size;
  }

  private forget(sql: string): void {
    const statement = this.prepared.get(sql);
    if (!statement) return;
    this.prepared.delete(sql);
    this.closing.push(statement.name);
  }

  private async prepare(sql: string): Promise<Prepared> {
    while (this.prepared.size >= this.max) this.forget(this.prepared.keys().next().value!);
    const name = `pglite_${++named}`;
    const closes = this.closing.map((old) => protocol.serialize.close({ type: "S", name: old }));
    this.closing = [];
    try {
      const { messages } = await this.pglite.execProtocol(
        join([...closes, protocol.serialize.parse({ name, text: sql }), protocol.serialize.describe({ type: "S", name }), protocol.serialize.sync()]),
      );
      return {
        name,
        parameterTypes: parse.parseDescribeStatementResults(messages),
        rowDescription: messages.find((message) => message.name === "rowDescription"),
      };
    } catch (error) {
      throw Object.assign(error as object, { query: sql });
    }
  }

  /** A parameter as PGlite's `query` writes it: null stays null, else its type's serializer or its text. */
  private serialize(value: unknown, type: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : this.pglite.serializers[type];
    return serializer ? serializer(value) : String(value);
  }
}
