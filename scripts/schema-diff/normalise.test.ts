import { describe, expect, it } from "vitest";
import { normaliseDump, summarise } from "./normalise.ts";

const dump = (...entries: string[]) =>
  ["--", "-- PostgreSQL database dump", "--", "SET statement_timeout = 0;", "", ...entries.flatMap((e) => [`-- Name: x; Type: X; Schema: public; Owner: -`, "--", "", e, ""])].join("\n");

describe("schema-diff normalisation", () => {
  it("keeps statements (a body's own comments too), drops the dump's comments, SET lines and blank lines, and sorts", () => {
    const text = dump("CREATE TABLE public.b (\n    id int\n);", "CREATE FUNCTION public.a() RETURNS int\n    AS $$\n  -- kept: inside a body\n\n  select 1;\n$$;");
    expect(normaliseDump(text)).toEqual(["CREATE FUNCTION public.a() RETURNS int\n    AS $$\n  -- kept: inside a body\n  select 1;\n$$;", "CREATE TABLE public.b (\n    id int\n);"]);
  });

  it("the order of the dump does not matter", () => {
    expect(normaliseDump(dump("GRANT ALL ON TABLE public.a TO anon;", "CREATE TABLE public.a ();"))).toEqual(
      normaliseDump(dump("CREATE TABLE public.a ();", "GRANT ALL ON TABLE public.a TO anon;")),
    );
  });

  it("names what was added, removed and changed by each statement's first line", () => {
    const before = normaliseDump(dump("CREATE TABLE public.a (\n    id int\n);", "CREATE FUNCTION public.f() RETURNS int\n    AS $$ select 1 $$;", "CREATE TABLE public.gone ();"));
    const after = normaliseDump(dump("CREATE TABLE public.a (\n    id bigint\n);", "CREATE FUNCTION public.f() RETURNS int\n    AS $$ select 1 $$;", "CREATE TABLE public.new ();"));
    expect(summarise(before, after)).toEqual(["changed  CREATE TABLE public.a (", "removed  CREATE TABLE public.gone ();", "added    CREATE TABLE public.new ();"]);
    expect(summarise(after, after)).toEqual([]);
  });
});
