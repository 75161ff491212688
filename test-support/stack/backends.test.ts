import { describe, expect, it } from "vitest";
import { parseTestBackends, resolveTestBackends } from "./backends.ts";

const URL = "postgres://postgres:secret@127.0.0.1:5432/postgres";
const answers = (up: boolean) => async () => up;

describe("test backends", () => {
  it("reads TEST_BACKENDS, ignoring blanks and repeats", () => {
    expect(parseTestBackends(undefined)).toBeUndefined();
    expect(parseTestBackends(" ")).toBeUndefined();
    expect(parseTestBackends("pglite, postgres")).toEqual(["pglite", "postgres"]);
    expect(parseTestBackends("postgres,,postgres")).toEqual(["postgres"]);
  });

  it("refuses a name that is not a backend", () => {
    expect(() => parseTestBackends("pglite,postgress")).toThrow("unknown backend postgress");
  });

  it("without TEST_BACKENDS uses PostgreSQL only when it answers", async () => {
    expect(await resolveTestBackends(undefined, answers(true), URL)).toEqual(["pglite", "postgres"]);
    expect(await resolveTestBackends(undefined, answers(false), URL)).toEqual(["pglite"]);
  });

  it("fails when TEST_BACKENDS asks for a PostgreSQL that does not answer, without printing the password", async () => {
    await expect(resolveTestBackends("pglite,postgres", answers(false), URL)).rejects.toThrow("no PostgreSQL answers at postgres://127.0.0.1:5432/postgres");
    expect(await resolveTestBackends("pglite,postgres", answers(true), URL)).toEqual(["pglite", "postgres"]);
    expect(await resolveTestBackends("pglite", answers(false), URL)).toEqual(["pglite"]);
  });
});
