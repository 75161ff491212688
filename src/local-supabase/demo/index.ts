import type { StackContext } from "../context.ts";

/**
 * Fills a fresh database with the clearly marked demo content `npm start` shows a newcomer (seed.ts, its members and
 * posts in content.ts and places.ts). Imported lazily, so the bundled start (cli/launch.mjs) carries the seeder as a
 * chunk loaded only on a fresh database.
 */
export async function seedDemoContent(ctx: StackContext): Promise<void> {
  const { seedDemo } = await import("./seed.ts");
  await seedDemo(ctx);
}
