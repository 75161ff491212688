import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scheduleMaintenance } from "./table-maintenance.ts";

describe("scheduleMaintenance", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs once per interval, never two runs at once, and stop waits for the run in progress", async () => {
    let finish: () => void = () => {};
    const maintain = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = scheduleMaintenance(maintain, { intervalMs: 1000, onError: () => {} });
    await vi.advanceTimersByTimeAsync(999);
    expect(maintain).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(maintain).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000); // the first run is still going
    expect(maintain).toHaveBeenCalledTimes(1);

    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(maintain).toHaveBeenCalledTimes(1);
  });

  it("reports a failed run and tries again at the next interval", async () => {
    const onError = vi.fn();
    const maintain = vi.fn().mockRejectedValueOnce(new Error("disk full")).mockResolvedValue(undefined);
    const stop = scheduleMaintenance(maintain, { intervalMs: 1000, onError });
    await vi.advanceTimersByTimeAsync(2000);
    expect(onError).toHaveBeenCalledWith(new Error("disk full"));
    expect(maintain).toHaveBeenCalledTimes(2);
    await stop();
  });
});
