import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PgliteStatements } from "./pglite-statements.ts";

describe("prepared statements on PGlite", () => {
  let pglite: PGlite;
  let messages = 0;

  beforeAll(async () => {
    pglite = await PGlite.create();
    await pglite.exec(`
      create table item (id int primary key, name text not null unique, tags text[], doc jsonb, price numeric, seen timestamptz, ok boolean, raw bytea);
      insert into item values (1, 'one', '{a,b}', '{"k": [1, "x"]}', 12.50, '2026-01-02T03:04:05Z', true, '\\x0102');`);
    const execProtocol = pglite.execProtocol.bind(pglite);
    pglite.execProtocol = (message, options) => ((messages += 1), execProtocol(message, options));
  });
  afterAll(async () => {
    await pglite.close();
  });
  beforeEach(() => {
    messages = 0;
  });

  const prepared = () => pglite.query<{ name: string }>("select name from pg_prepared_statements order by name").then((r) => r.rows.map((row) => row.name));

  it("answers what PGlite's query answers, for every kind of value and parameter", async () => {
    const statements = new PgliteStatements(pglite);
    const cases: [string, unknown[]][] = [
      ["select * from item where id = $1", [1]],
      ["select id, doc->'k' as k, tags, price, seen, ok, raw from item where name = $1 and ok = $2", ["one", true]],
      ["select $1::jsonb as doc, $2::timestamptz as at, $3::text as nothing, $4::int[] as ints", [{ a: "b'c" }, new Date("2026-03-04T05:06:07Z"), null, [1, 2]]],
      ["insert into item (id, name) values ($1, $2) returning id, name", [2, "two"]],
      ["update item set ok = false where id > $1", [0]],
      ["delete from item where id = $1", [2]],
    ];
    for (const [sql, params] of cases) {
      const ours = await statements.run(sql, params);
      await pglite.query("update item set ok = true where id = 1");
      const theirs = sql.startsWith("insert") ? await pglite.query(sql.replace("returning", "on conflict (id) do update set name = excluded.name returning"), params) : await pglite.query(sql, params);
      expect({ rows: ours.rows, fields: ours.fields, affectedRows: ours.affectedRows }, sql).toEqual({ rows: theirs.rows, fields: theirs.fields, affectedRows: theirs.affectedRows });
      if (sql.startsWith("insert")) await pglite.query("delete from item where id = 2");
    }
  });

  it("waits for a PGlite that is still starting, as query does", async () => {
    const starting = new PGlite();
    expect(starting.ready).toBe(false);
    expect((await new PgliteStatements(starting).run<{ two: number }>("select $1::int + 1 as two", [1])).rows).toEqual([{ two: 2 }]);
    await starting.close();
  });

  it("parses and describes a statement once, then runs it as one message", async () => {
    const statements = new PgliteStatements(pglite);
    await statements.run("select name from item where id = $1", [1]);
    expect(messages).toBe(2);
    for (let i = 0; i < 5; i++) expect((await statements.run<{ name: string }>("select name from item where id = $1", [1])).rows).toEqual([{ name: "one" }]);
    expect(messages).toBe(7);
  });

  it("throws PostgreSQL's errors with their codes, keeps nothing that failed to prepare, and the session goes on", async () => {
    const statements = new PgliteStatements(pglite);
    await expect(statements.run("select nonsense from", [])).rejects.toMatchObject({ code: "42601", query: "select nonsense from" });
    expect(statements.size).toBe(0);
    await expect(statements.run("insert into item (id, name) values ($1, $2)", [3, "one"])).rejects.toMatchObject({ code: "23505" });
    expect((await statements.run<{ n: number }>("select count(*)::int as n from item", [])).rows).toEqual([{ n: 1 }]);
  });

  it("keeps at most its limit of statements prepared, closing the least recently used", async () => {
    const before = await prepared();
    const statements = new PgliteStatements(pglite, 2);
    await statements.run("select 1 as a", []);
    await statements.run("select 2 as b", []);
    await statements.run("select 1 as a", []);
    await statements.run("select 3 as c", []); // closes "select 2"
    await statements.run("select 4 as d", []); // closes "select 1"
    expect(statements.size).toBe(2);
    expect((await prepared()).filter((name) => !before.includes(name))).toHaveLength(2);
    expect((await statements.run<{ a: number }>("select 1 as a", [])).rows).toEqual([{ a: 1 }]);
  });

  it("prepares afresh after renew(), and once after a column change it was not told about", async () => {
    const statements = new PgliteStatements(pglite);
    await pglite.exec("create table shape (id int); insert into shape values (1);");
    expect((await statements.run("select * from shape", [])).rows).toEqual([{ id: 1 }]);
    await pglite.exec("alter table shape add column label text default 'x'");
    statements.renew();
    expect((await statements.run("select * from shape", [])).rows).toEqual([{ id: 1, label: "x" }]);
    await pglite.exec("alter table shape add column size int default 7");
    await expect(statements.run("select * from shape", [])).rejects.toMatchObject({ code: "0A000" });
    expect((await statements.run("select * from shape", [])).rows).toEqual([{ id: 1, label: "x", size: 7 }]);
  });
});
