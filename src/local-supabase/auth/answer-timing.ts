/**
 * Keeps the answer time of an Auth request from telling whether an address has an account. The answers that do the
 * real work (a sign-up creating an account: bcrypt, inserts, the confirmation e-mail; a recovery e-mail sent to a
 * member) take longer than the others; the gateway records how long real ones took and holds the others until a
 * duration drawn from those, so both come from the same distribution.
 */
export class AnswerTiming {
  private readonly samples: number[] = [];
  private next = 0;

  constructor(
    private readonly size = 32,
    private readonly maxMs = 10_000,
    private readonly random: () => number = Math.random,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /** A real answer took `ms`. */
  record(ms: number): void {
    const value = Math.min(ms, this.maxMs);
    if (this.samples.length < this.size) this.samples.push(value);
    else this.samples[this.next] = value;
    this.next = (this.next + 1) % this.size;
  }

  /** A duration a real answer took recently, or 0 before there was one. */
  target(): number {
    if (this.samples.length === 0) return 0;
    return this.samples[Math.floor(this.random() * this.samples.length)]!;
  }

  /** Waits until `startedAt` (performance.now()) is as long ago as a recent real answer took. */
  async pad(startedAt: number, now: () => number = () => performance.now()): Promise<void> {
    const wait = this.target() - (now() - startedAt);
    if (wait > 0) await this.sleep(wait);
  }
}
