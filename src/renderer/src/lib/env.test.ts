import { afterEach, describe, expect, it, vi } from "vitest";
import { readEnv } from "./env.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

function stubPage(origin: string, meta: Record<string, string> = {}) {
  vi.stubGlobal("window", { location: { origin } });
  vi.stubGlobal("document", {
    querySelector: (selector: string) => {
      const name = /name="([^"]+)"/.exec(selector)?.[1] ?? "";
      return name in meta ? { content: meta[name] } : null;
    },
  });
}

describe("web app configuration", () => {
  it("defaults to the origin the app is served from, key from the page's meta", () => {
    stubPage("http://127.0.0.1:4000", { "supabase-anon-key": "sb_publishable_abc" });
    expect(readEnv()).toEqual({ supabaseUrl: "http://127.0.0.1:4000", supabaseAnonKey: "sb_publishable_abc" });
  });

  it("build-time variables win over the page", () => {
    stubPage("http://127.0.0.1:4000", { "supabase-anon-key": "from-meta", "supabase-url": "http://meta.example" });
    vi.stubEnv("VITE_SUPABASE_URL", "https://project.supabase.co");
    vi.stubEnv("VITE_SUPABASE_ANON_KEY", "sb_publishable_build");
    expect(readEnv()).toEqual({ supabaseUrl: "https://project.supabase.co", supabaseAnonKey: "sb_publishable_build" });
  });

  it("a file:// page falls back to the local stack; a bad URL is refused with a clear message", () => {
    stubPage("null");
    expect(readEnv().supabaseUrl).toBe("http://127.0.0.1:54321");
    vi.stubEnv("VITE_SUPABASE_URL", "not a url");
    expect(() => readEnv()).toThrow("VITE_SUPABASE_URL must be a URL");
  });
});
