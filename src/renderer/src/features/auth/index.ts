/** Public surface of the auth feature for the app shell (its pages are routes of their own). */
export { useSignOut } from "./hooks/use-sign-out.ts";
