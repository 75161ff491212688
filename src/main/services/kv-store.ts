/** The part of electron-store the services use; a Map-backed one serves tests. */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

export function createMemoryStore(initial: Record<string, unknown> = {}): KeyValueStore {
  const map = new Map<string, unknown>(Object.entries(initial));
  return {
    get: (key) => map.get(key),
    set: (key, value) => void map.set(key, structuredClone(value)),
    delete: (key) => void map.delete(key),
  };
}
