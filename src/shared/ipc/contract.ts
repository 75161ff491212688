import { z } from "zod";
import { settingsPatchSchema, settingsSchema } from "./schemas/settings.ts";
import {
  jobRefSchema,
  linkCheckJobSummarySchema,
  linkCheckProgressSchema,
  linkCheckResultSchema,
  linkCheckStartSchema,
} from "./schemas/link-check.ts";
import { renderReportSchema, renderRequestSchema } from "./schemas/debugger.ts";
import { sessionKeySchema, sessionLoadResultSchema, sessionSaveSchema, sessionStatusSchema } from "./schemas/session.ts";
import type { ChannelTable, EventChannelName, InvokeChannelName } from "./channels.ts";
import { LOCALES } from "../i18n/locales.ts";

const none = z.strictObject({});

/**
 * The one IPC contract: channel (`domain:verb`, exactly the names of channels.ts; a query takes no fields) → request and response schemas.
 * The main process parses every request with `request` (arguments arrive as unknown);
 * the preload and the renderer only see the inferred types.
 */
export const ipcContract = {
  "app:getInfo": {
    request: none,
    response: z.strictObject({ version: z.string(), platform: z.string(), packaged: z.boolean() }),
  },
  /** The language the window shows (issue 22): the main process writes its menus and dialogs in it. */
  "app:setLocale": {
    request: z.strictObject({ locale: z.enum(LOCALES) }),
    response: z.strictObject({ locale: z.enum(LOCALES) }),
  },
  "settings:get": { request: none, response: settingsSchema },
  "settings:update": { request: settingsPatchSchema, response: settingsSchema },
  "session:getItem": { request: sessionKeySchema, response: sessionLoadResultSchema },
  "session:setItem": { request: sessionSaveSchema, response: sessionStatusSchema },
  "session:removeItem": { request: sessionKeySchema, response: sessionStatusSchema },
  "session:status": { request: none, response: sessionStatusSchema },
  "shell:openExternal": {
    request: z.strictObject({ url: z.string().max(2_048) }),
    response: z.strictObject({ opened: z.boolean() }),
  },
  "linkCheck:start": { request: linkCheckStartSchema, response: jobRefSchema },
  "linkCheck:cancel": { request: jobRefSchema, response: z.strictObject({ cancelled: z.boolean() }) },
  "linkCheck:retryFailed": { request: jobRefSchema, response: z.strictObject({ retried: z.number().int() }) },
  "linkCheck:getResults": {
    request: jobRefSchema,
    response: z.strictObject({ progress: linkCheckProgressSchema, results: z.array(linkCheckResultSchema) }),
  },
  "linkCheck:history": { request: none, response: z.array(linkCheckJobSummarySchema) },
  "linkCheck:exportCsv": {
    request: jobRefSchema,
    response: z.strictObject({ fileName: z.string(), csv: z.string() }),
  },
  /** Desktop downloads are cancelled; the CSV is written through a native save dialog instead. */
  "linkCheck:saveCsv": {
    request: jobRefSchema,
    response: z.strictObject({ saved: z.boolean(), path: z.string().nullable() }),
  },
  "debugger:render": { request: renderRequestSchema, response: renderReportSchema },
} as const satisfies {
  [C in InvokeChannelName]: { request: ChannelTable[C] extends "query" ? z.ZodType<Record<string, never>> : z.ZodType; response: z.ZodType };
};

/** Events pushed from main to the renderer (one-way): the "event" channels of channels.ts. */
export const ipcEvents = {
  "linkCheck:progress": z.strictObject({
    progress: linkCheckProgressSchema,
    result: linkCheckResultSchema.nullable(),
  }),
} as const satisfies { [E in EventChannelName]: z.ZodType };

export type Channel = keyof typeof ipcContract;
export type RequestOf<C extends Channel> = z.input<(typeof ipcContract)[C]["request"]>;
export type ResponseOf<C extends Channel> = z.output<(typeof ipcContract)[C]["response"]>;
export type EventChannel = keyof typeof ipcEvents;
export type EventOf<E extends EventChannel> = z.output<(typeof ipcEvents)[E]>;

export const channels = Object.keys(ipcContract) as Channel[];
