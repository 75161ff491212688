import type { StackContext } from "./context.ts";

/** Fills a fresh database with the clearly marked demo content `npm start` shows a newcomer. */
export async function seedDemoContent(ctx: StackContext): Promise<void> {
  // A literal path, so the bundled start (cli/launch.mjs) carries the seeder as a chunk loaded only on a fresh database.
  const module = (await import("../../scripts/seed-demo.ts").catch(() => undefined)) as
    | { seedDemo?: (ctx: StackContext) => Promise<void> }
    | undefined;
  await module?.seedDemo?.(ctx);
}
