import { z } from "zod";

/** Which Supabase the app talks to: the local stack (developer machine) or a hosted project. */
export const backendSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("local"), url: z.url({ protocol: /^https?$/ }).default("http://127.0.0.1:54321") }),
  z.strictObject({ kind: z.literal("hosted"), url: z.url({ protocol: /^https?$/ }), anonKey: z.string().min(20).max(4096) }),
]);

export const linkCheckSettingsSchema = z.strictObject({
  concurrency: z.number().int().min(1).max(32).default(8),
  perHost: z.number().int().min(1).max(8).default(2),
  timeoutMs: z.number().int().min(1_000).max(60_000).default(8_000),
});

export const debuggerSettingsSchema = z.strictObject({
  deadlineMs: z.number().int().min(2_000).max(60_000).default(15_000),
});

export const windowStateSchema = z.strictObject({
  width: z.number().int().min(400).max(10_000).default(1280),
  height: z.number().int().min(300).max(10_000).default(800),
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  maximized: z.boolean().default(false),
});

export const settingsSchema = z.strictObject({
  backend: backendSchema.default({ kind: "local", url: "http://127.0.0.1:54321" }),
  linkCheck: linkCheckSettingsSchema.default({ concurrency: 8, perHost: 2, timeoutMs: 8_000 }),
  debugger: debuggerSettingsSchema.default({ deadlineMs: 15_000 }),
  window: windowStateSchema.default({ width: 1280, height: 800, maximized: false }),
});

/** A settings update replaces whole sections; each section is validated in full. */
export const settingsPatchSchema = z.strictObject({
  backend: backendSchema.optional(),
  linkCheck: linkCheckSettingsSchema.partial().optional(),
  debugger: debuggerSettingsSchema.partial().optional(),
});

export type Settings = z.output<typeof settingsSchema>;
export type SettingsPatch = z.input<typeof settingsPatchSchema>;
export type BackendSettings = z.output<typeof backendSchema>;
