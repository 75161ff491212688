import { describe, expect, it } from "vitest";
import { AnswerTiming } from "./answer-timing.ts";

describe("AnswerTiming", () => {
  it("holds an answer until a duration drawn from recent real answers has passed", async () => {
    const slept: number[] = [];
    let draw = 0;
    const timing = new AnswerTiming(4, 10_000, () => draw, async (ms) => void slept.push(ms));
    await timing.pad(0, () => 5);
    expect(slept).toEqual([]); // nothing recorded yet: no wait
    timing.record(200);
    timing.record(300);
    draw = 0.99; // the last sample
    await timing.pad(0, () => 50);
    draw = 0; // the first sample
    await timing.pad(0, () => 250);
    expect(slept).toEqual([250]); // 300 - 50; the second answer already took longer than 200
  });

  it("keeps the last `size` samples and caps each at maxMs", () => {
    const timing = new AnswerTiming(2, 1_000, () => 0.99);
    timing.record(100);
    timing.record(50_000);
    expect(timing.target()).toBe(1_000);
    timing.record(300);
    timing.record(400);
    expect(timing.target()).toBe(400); // 100 and the capped sample were replaced
  });
});
