/** Public surface of the member offers feature (used by the dashboard). */
export { OffersTab } from "./components/OffersTab.tsx";
