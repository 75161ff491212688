import { describe, expect, it } from "vitest";
import { isStrayTypeFetchFailure } from "./stray-rejections.ts";

const typeQuery = `
      select b.oid, b.typarray
      from pg_catalog.pg_type a
      left join pg_catalog.pg_type b on b.oid = a.typelem
      where a.typcategory = 'A'
      group by b.oid, b.typarray
      order by b.oid
    `;
const lost = (query: string) => Object.assign(new Error("write CONNECTION_CLOSED 127.0.0.1:5432"), { code: "CONNECTION_CLOSED", query });

describe("postgres.js' unhandled type-fetch failure", () => {
  it("is recognised by its query and a lost connection, and nothing else is", () => {
    expect(isStrayTypeFetchFailure(lost(typeQuery))).toBe(true);
    expect(isStrayTypeFetchFailure(lost("select * from public.posts"))).toBe(false);
    expect(isStrayTypeFetchFailure(Object.assign(new Error("syntax error"), { code: "42601", query: typeQuery }))).toBe(false);
    expect(isStrayTypeFetchFailure(new Error("anything"))).toBe(false);
    expect(isStrayTypeFetchFailure(undefined)).toBe(false);
  });
});
