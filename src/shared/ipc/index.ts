export * from "./channels.ts";
export * from "./contract.ts";
export type { DesktopApi } from "./api.ts";
export * from "./build-desktop-api.ts";
export * from "./schemas/settings.ts";
export * from "./schemas/link-check.ts";
export * from "./schemas/debugger.ts";
export * from "./schemas/session.ts";
