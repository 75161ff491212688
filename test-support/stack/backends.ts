/** The databases the integration suites run on. */
export type Backend = "pglite" | "postgres";

const BACKENDS: readonly Backend[] = ["pglite", "postgres"];

/**
 * TEST_BACKENDS ("pglite,postgres", "postgres", ...): the backends asked for, or undefined when unset or blank.
 * A name that is not a backend throws, so a typo cannot quietly skip a backend.
 */
export function parseTestBackends(value: string | undefined): Backend[] | undefined {
  const names = (value ?? "").split(",").map((name) => name.trim()).filter((name) => name !== "");
  if (names.length === 0) return undefined;
  const unknown = names.filter((name) => !(BACKENDS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`TEST_BACKENDS: unknown backend ${unknown.join(", ")} (expected ${BACKENDS.join(", ")})`);
  return [...new Set(names as Backend[])];
}

/**
 * Backends to run on: those TEST_BACKENDS asks for, each of which must be available (a requested PostgreSQL that
 * does not answer throws, so CI cannot silently skip it); unset, PGlite always and PostgreSQL when one answers.
 */
export async function resolveTestBackends(value: string | undefined, postgresAvailable: () => Promise<boolean>, postgresUrl: string): Promise<Backend[]> {
  const wanted = parseTestBackends(value);
  if (!wanted) return (await postgresAvailable()) ? ["pglite", "postgres"] : ["pglite"];
  if (wanted.includes("postgres") && !(await postgresAvailable())) {
    throw new Error(`TEST_BACKENDS asks for postgres, but no PostgreSQL answers at ${postgresUrl.replace(/\/\/[^@/]*@/, "//")}`);
  }
  return wanted;
}
