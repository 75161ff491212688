import fs from "node:fs";
import path from "node:path";
import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { invalidateRoots, type DataMutation, type KeyRoot } from "./mutation.ts";
import { feedQueryOptions } from "./posts/feed.ts";
import { postQueryOptions } from "./posts/post.ts";
import { featuredPostsQueryOptions } from "./posts/featured.ts";
import { searchQueryOptions } from "./posts/search.ts";
import { adminPostsPageQuery } from "./posts/admin-list.ts";
import { createPost, deletePost, setPostFeatured } from "./posts/mutations.ts";
import { savedIdsQueryOptions, savedListingsQuery } from "./saved/queries.ts";
import { offersCountQueryOptions, myOffersQuery, receivedOffersQuery } from "./offers/queries.ts";
import { makeOffer, withdrawOffer } from "./offers/mutations.ts";
import { adminReportsQuery, myReportsQuery } from "./reports/queries.ts";
import { reportPost, setReportStatus } from "./reports/mutations.ts";
import { whitelistNamesQueryOptions, whitelistQuery } from "./whitelist/queries.ts";
import { addDomain, deleteDomain } from "./whitelist/mutations.ts";

// Nothing here calls the server: the client is the prerender's stub, which throws if anything uses it.
vi.mock("../lib/supabase.ts", () => import("../lib/supabase.prerender.ts"));

type Module = Record<string, unknown>;
const keyModules = import.meta.glob<Module>("./*/keys.ts", { eager: true });
const dataModules = import.meta.glob<Module>(["./**/*.ts", "!./**/*.test.ts"], { eager: true });

/** Every key factory of data/ (`xKeys` objects with an `all` root). */
const factories = Object.values(keyModules).flatMap((m) =>
  Object.values(m).filter((v): v is { all: KeyRoot } & Record<string, unknown> => typeof v === "object" && v !== null && "all" in v),
);
const roots = factories.map((f) => f.all[0]);

function isMutation(value: unknown): value is DataMutation<unknown, unknown> {
  return typeof value === "object" && value !== null && "run" in value && "invalidates" in value;
}
const mutations = Object.entries(dataModules).flatMap(([file, m]) =>
  Object.entries(m).filter(([, v]) => isMutation(v)).map(([name, v]) => ({ name: `${file}#${name}`, mutation: v as DataMutation<unknown, unknown> })),
);

/** Whether a mutation's invalidation refreshes a query with this key. */
async function refreshes(mutation: { invalidates: readonly KeyRoot[] }, queryKey: QueryKey): Promise<boolean> {
  const client = new QueryClient();
  client.setQueryData(queryKey, []);
  await invalidateRoots(client, mutation.invalidates);
  return client.getQueryState(queryKey)?.isInvalidated === true;
}

describe("query keys: one root per table or RPC family", () => {
  it("every key factory has its own root, and every key it makes starts with it", () => {
    expect(factories.length).toBeGreaterThanOrEqual(12);
    expect(new Set(roots).size).toBe(roots.length);
    for (const factory of factories) {
      expect(factory.all).toHaveLength(1);
      for (const make of Object.values(factory).filter((v): v is (...args: unknown[]) => QueryKey => typeof v === "function")) {
        expect(make(...Array.from({ length: make.length }, () => "x"))[0]).toBe(factory.all[0]);
      }
    }
  });

  it("every mutation invalidates whole roots that queries use", () => {
    expect(mutations.length).toBeGreaterThanOrEqual(15);
    for (const { name, mutation } of mutations) {
      for (const root of mutation.invalidates) expect({ name, root: roots.includes(root[0]) && root.length === 1 }).toEqual({ name, root: true });
    }
  });

  it("no query key is written out anywhere else: screens and queries use the factories", () => {
    const rendererSrc = path.resolve(import.meta.dirname, "..");
    const files = fs.readdirSync(rendererSrc, { recursive: true, encoding: "utf8" }).filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".test.ts"));
    const literal = /queryKey:\s*\[/;
    expect(files.filter((f) => !f.endsWith("keys.ts") && literal.test(fs.readFileSync(path.join(rendererSrc, f), "utf8")))).toEqual([]);
  });
});

describe("mutations refresh what they change", () => {
  it("a report (from the feed or the post page) refreshes My Reports and the admin's list", async () => {
    expect(await refreshes(reportPost, myReportsQuery("member").queryKey)).toBe(true);
    expect(await refreshes(reportPost, adminReportsQuery().queryKey)).toBe(true);
    expect(await refreshes(setReportStatus, myReportsQuery("member").queryKey)).toBe(true);
  });

  it("an admin's whitelist edit refreshes the composer's copy of the whitelist", async () => {
    for (const mutation of [addDomain, deleteDomain]) {
      expect(await refreshes(mutation, whitelistNamesQueryOptions().queryKey)).toBe(true);
      expect(await refreshes(mutation, whitelistQuery().queryKey)).toBe(true);
    }
  });

  it("a deleted post leaves no list that could show it stale (its saves, offers and reports too)", async () => {
    const keys = [
      feedQueryOptions(null).queryKey,
      feedQueryOptions("land").queryKey,
      postQueryOptions("p").queryKey,
      featuredPostsQueryOptions().queryKey,
      searchQueryOptions("Toronto").queryKey,
      adminPostsPageQuery({ page: 1, pageSize: 50 }).queryKey,
      savedIdsQueryOptions("member").queryKey,
      savedListingsQuery("member").queryKey,
      offersCountQueryOptions("p", true).queryKey,
      myOffersQuery("member").queryKey,
      myReportsQuery("member").queryKey,
    ];
    for (const key of keys) expect({ key, refreshed: await refreshes(deletePost, key) }).toEqual({ key, refreshed: true });
  });

  it("a new or (un)featured post refreshes the feed, the featured list and search; offers refresh counts and lists", async () => {
    for (const mutation of [createPost, setPostFeatured]) {
      for (const key of [feedQueryOptions(null).queryKey, featuredPostsQueryOptions().queryKey, searchQueryOptions("Toronto").queryKey]) {
        expect(await refreshes(mutation, key)).toBe(true);
      }
    }
    for (const mutation of [makeOffer, withdrawOffer]) {
      for (const key of [offersCountQueryOptions("p", true).queryKey, myOffersQuery("m").queryKey, receivedOffersQuery("m").queryKey]) {
        expect(await refreshes(mutation, key)).toBe(true);
      }
    }
  });
});
