/** Public surface of the composer feature. */
export { ComposerSlot } from "./ComposerSlot.tsx";
