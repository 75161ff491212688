/** Public surface of the session feature: the auth-state mirror and the member's language, which the app shell mounts. */
export { SessionSync } from "./SessionSync.tsx";
export { LocaleSync } from "./LocaleSync.tsx";
