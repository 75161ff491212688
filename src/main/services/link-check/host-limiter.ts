/**
 * Per-host politeness: at most `perHost` requests in flight to one host (host:port).
 * `tryAcquire` is for the dispatcher (never waits); `acquire` waits for a slot (image probes).
 * A released slot goes first to a waiter for that host, else `onFree` lets the dispatcher pump.
 */
export class HostLimiter {
  private readonly active = new Map<string, number>();
  private readonly waiters = new Map<string, (() => void)[]>();

  constructor(
    readonly perHost: number,
    private readonly onFree: () => void = () => {},
  ) {}

  inFlight(host: string): number {
    return this.active.get(host) ?? 0;
  }

  hasCapacity(host: string): boolean {
    return this.inFlight(host) < this.perHost && (this.waiters.get(host)?.length ?? 0) === 0;
  }

  tryAcquire(host: string): boolean {
    if (!this.hasCapacity(host)) return false;
    this.active.set(host, this.inFlight(host) + 1);
    return true;
  }

  acquire(host: string, signal: AbortSignal): Promise<void> {
    if (this.tryAcquire(host)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const queue = this.waiters.get(host) ?? [];
      const wake = (): void => {
        signal.removeEventListener("abort", onAbort);
        resolve();
      };
      const onAbort = (): void => {
        const list = this.waiters.get(host) ?? [];
        const index = list.indexOf(wake);
        if (index >= 0) list.splice(index, 1);
        if (list.length === 0) this.waiters.delete(host);
        reject(signal.reason instanceof Error ? signal.reason : new Error("aborted"));
      };
      signal.addEventListener("abort", onAbort, { once: true });
      queue.push(wake);
      this.waiters.set(host, queue);
    });
  }

  release(host: string): void {
    const queue = this.waiters.get(host);
    const next = queue?.shift();
    if (queue !== undefined && queue.length === 0) this.waiters.delete(host);
    if (next !== undefined) {
      next(); // the slot passes straight to the waiter
      return;
    }
    const count = this.inFlight(host) - 1;
    if (count <= 0) this.active.delete(host);
    else this.active.set(host, count);
    this.onFree();
  }
}

export function hostKey(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return "";
  }
}
