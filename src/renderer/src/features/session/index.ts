/** Public surface of the session feature: the auth-state mirror the app shell mounts. */
export { SessionSync } from "./SessionSync.tsx";
