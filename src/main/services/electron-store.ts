import Store from "electron-store";
import type { KeyValueStore } from "./kv-store.ts";

/** electron-store behind the KeyValueStore seam; dots in keys are literal (session keys contain them). */
export function openElectronStore(name: string): KeyValueStore {
  const store = new Store<Record<string, unknown>>({ name, accessPropertiesByDotNotation: false, clearInvalidConfig: true });
  return {
    get: (key) => store.get(key),
    set: (key, value) => store.set(key, value),
    delete: (key) => store.delete(key),
  };
}
