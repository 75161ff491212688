import type { Sql } from "postgres";
import { describe, expect, it } from "vitest";
import { PoolWatch } from "./pool-watch.ts";

function fakePool() {
  const options: { onclose?: (id: number) => void } = {};
  return { sql: { options } as unknown as Sql, close: (id = 1) => options.onclose?.(id) };
}
const never = () => new Promise<never>(() => {});
const later = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe("PoolWatch", () => {
  it("gives up on a statement still pending a grace period after a connection closed", async () => {
    const pool = fakePool();
    const watch = new PoolWatch(pool.sql, 30);
    let gaveUp = false;
    const guarded = watch.guard(never(), () => (gaveUp = true));
    pool.close();
    await expect(guarded).rejects.toMatchObject({ code: "CONNECTION_CLOSED" });
    expect(gaveUp).toBe(true);
  });

  it("leaves statements alone when no connection closes, or when they settle within the grace period", async () => {
    const pool = fakePool();
    const watch = new PoolWatch(pool.sql, 30);
    expect(await watch.guard(later("slow but fine", 80))).toBe("slow but fine");
    const settling = watch.guard(later("answered", 10));
    pool.close();
    expect(await settling).toBe("answered");
    await expect(watch.guard(Promise.reject(new Error("syntax error")))).rejects.toThrow("syntax error");
  });

  it("remembers when the pool lost a connection: a close, or a statement failing on a lost connection", async () => {
    const pool = fakePool();
    const watch = new PoolWatch(pool.sql, 30);
    const start = performance.now();
    expect(PoolWatch.lostSince(pool.sql, start)).toBe(false);
    await expect(watch.guard(Promise.reject(Object.assign(new Error("syntax"), { code: "42601" })))).rejects.toThrow();
    expect(PoolWatch.lostSince(pool.sql, start)).toBe(false);
    watch.noteFailure(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }));
    expect(PoolWatch.lostSince(pool.sql, start)).toBe(true);
    const later = performance.now() + 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    pool.close();
    expect(PoolWatch.lostSince(pool.sql, later)).toBe(true);
    expect(PoolWatch.lostSince(fakePool().sql, start)).toBe(false);
  });

  it("keeps an onclose handler that was already configured", () => {
    const pool = fakePool();
    const seen: number[] = [];
    (pool.sql.options as { onclose?: (id: number) => void }).onclose = (id) => seen.push(id);
    new PoolWatch(pool.sql, 30);
    pool.close(7);
    expect(seen).toEqual([7]);
  });
});
