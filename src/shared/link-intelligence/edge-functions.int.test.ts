// The two link-intelligence edge functions running in the local stack's functions runtime (real Deno),
// called through supabase-js by a visitor with the publishable key (the public URL debugger) and by a
// signed-in member (the composer); supabase/config.toml sets verify_jwt = false for both.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack } from "@test-support/stack/stack.ts";
import type { SignedInUser, TestStack } from "@test-support/stack/stack.ts";
import { startFixtureServer } from "@test-support/link-fixtures/fixture-server.ts";
import type { FixtureServer } from "@test-support/link-fixtures/fixture-server.ts";
import type { LinkMetadata } from "./types.ts";

let stack: TestStack;
let fixtures: FixtureServer;
let member: SignedInUser;
const previous = process.env["LINK_FETCH_ALLOW_PRIVATE"];

beforeAll(async () => {
  fixtures = await startFixtureServer();
  // Declared in supabase/functions/.env.example, so the functions runtime passes it from this environment.
  process.env["LINK_FETCH_ALLOW_PRIVATE"] = "127.0.0.1";
  stack = await startTestStack({ backend: "pglite" });
  member = await stack.signUpConfirmed();
});

afterAll(async () => {
  if (previous === undefined) delete process.env["LINK_FETCH_ALLOW_PRIVATE"];
  else process.env["LINK_FETCH_ALLOW_PRIVATE"] = previous;
  await stack?.stop();
  await fixtures?.close();
});

describe("metadata-extractor", () => {
  it("extracts a listing for a member", async () => {
    const { data, error } = await member.client.functions.invoke<LinkMetadata>("metadata-extractor", { body: { url: `${fixtures.url}/fixtures/remax-jsonld-listing` } });
    expect(error).toBeNull();
    expect(data?.error).toBeNull();
    expect(data?.title).toBe("118 Elgin St, Ottawa, ON K1P 5J2");
    expect(data?.structuredData).toMatchObject({ listingPrice: "$749,900", bedrooms: 3, address: { city: "Ottawa", province: "ON" } });
  });

  it("extracts a listing for a visitor with the publishable key", async () => {
    const { data, error } = await stack.client().functions.invoke<LinkMetadata>("metadata-extractor", { body: { url: `${fixtures.url}/listing/5` } });
    expect(error).toBeNull();
    expect(data?.structuredData?.mlsNumber).toBe("X1000005");
    expect(data?.logs.some((line) => line.startsWith("request: GET"))).toBe(true);
  });

  it("answers 200 with an error for a refused address and 400 for a bad body", async () => {
    const refused = await member.client.functions.invoke<LinkMetadata>("metadata-extractor", { body: { url: "http://169.254.169.254/latest/meta-data/" } });
    expect(refused.error).toBeNull();
    expect(refused.data?.error).toMatch(/^Refused: .*cloud metadata/);
    const bad = await member.client.functions.invoke("metadata-extractor", { body: { link: "x" } });
    expect(bad.error?.name).toBe("FunctionsHttpError");
    const response = (bad.error as { context?: Response } | null)?.context;
    expect(response?.status).toBe(400);
    expect(await response?.json()).toMatchObject({ error: expect.stringMatching(/url/) });
  });
});

describe("google-maps-proxy", () => {
  it("autocompletes and resolves place details from the offline gazetteer", async () => {
    const client = member.client;
    const short = await client.functions.invoke<{ predictions: unknown[] }>("google-maps-proxy", { body: { input: "Mo" } });
    expect(short.data).toEqual({ predictions: [] });
    const auto = await client.functions.invoke<{ predictions: Array<{ description: string; place_id: string }> }>("google-maps-proxy", { body: { input: "Montr" } });
    expect(auto.data?.predictions[0]?.description).toBe("Montréal, QC, Canada");
    const details = await client.functions.invoke<{ result: { address_components: Array<{ short_name: string; types: string[] }> } }>("google-maps-proxy", {
      body: { placeid: auto.data?.predictions[0]?.place_id },
    });
    const province = details.data?.result.address_components.find((c) => c.types.includes("administrative_area_level_1"));
    expect(province?.short_name).toBe("QC");
  });
});
