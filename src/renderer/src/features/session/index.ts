/** Public surface of the session feature: used by the app shell and by other features (admin, profile). */
export { useSession } from "./use-session.ts";
export type { SessionInfo } from "./use-session.ts";
export { useIsAdmin, isAdminQueryOptions, fetchIsAdmin, sessionKeys } from "./api/is-admin.ts";
export { SessionSync } from "./SessionSync.tsx";
