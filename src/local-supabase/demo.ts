import type { StackContext } from "./context.ts";

/** Fills a fresh database with the clearly marked demo content `npm start` shows a newcomer. */
export async function seedDemoContent(ctx: StackContext): Promise<void> {
  const seeder = "../../scripts/seed-demo.ts";
  const module = (await import(/* @vite-ignore */ seeder).catch(() => undefined)) as
    | { seedDemo?: (ctx: StackContext) => Promise<void> }
    | undefined;
  await module?.seedDemo?.(ctx);
}
