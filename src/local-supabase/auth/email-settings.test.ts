import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { GOTRUE_MAX_FREQUENCY_SECONDS, readMaxFrequencySeconds } from "./email-settings.ts";

describe("[auth.email] max_frequency", () => {
  it("reads the CLI key as a Go duration, only in [auth.email]", () => {
    expect(readMaxFrequencySeconds('[auth.email]\nenable_signup = true\nmax_frequency = "60s" # hosted default\n')).toBe(60);
    expect(readMaxFrequencySeconds('[auth.email]\nmax_frequency = "1m30s"\n')).toBe(90);
    expect(readMaxFrequencySeconds('[auth.sms]\nmax_frequency = "5s"\n[auth.mfa.phone]\nmax_frequency = "5s"\n')).toBe(GOTRUE_MAX_FREQUENCY_SECONDS);
    expect(readMaxFrequencySeconds("")).toBe(60);
    expect(() => readMaxFrequencySeconds('[auth.email]\nmax_frequency = "soon"\n')).toThrow(/max_frequency/);
  });

  it("the project's supabase/config.toml allows one e-mail per address per minute, as hosted Supabase by default", () => {
    expect(readMaxFrequencySeconds(fs.readFileSync("supabase/config.toml", "utf8"))).toBe(60);
  });
});
