import { introspect, type QueryFn } from "./introspect.ts";
import { renderDatabaseTypes } from "./render.ts";

export type { QueryFn } from "./introspect.ts";

/** The text of src/shared/database.types.ts for the database behind `query`. */
export async function generateDatabaseTypes(query: QueryFn): Promise<string> {
  return renderDatabaseTypes(await introspect(query));
}

export const DATABASE_TYPES_PATH = "src/shared/database.types.ts";
