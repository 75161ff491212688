// saved_searches (issue 19): each member's own, read, saved, renamed and deleted by that member only; the daily
// e-mail job for the service role only; the one-click unsubscribe by token for anyone holding the token.
import { canCall, canDelete, canInsert, canUpdate, everyone, members, only, untyped, type Cell } from "./probe.ts";
import type { World } from "./world.ts";

/** A fresh saved search of the post owner (superuser insert); its id and unsubscribe token. */
const savedSearch = async (w: World) =>
  (
    await w.sql<{ id: string; token: string }>(
      "insert into public.saved_searches (user_id, name, filters) values ($1, 'Matrix search', '{\"city\":\"Toronto\"}') returning id::text as id, unsubscribe_token::text as token",
      [w.id.postOwner],
    )
  )[0] ?? { id: "", token: "" };

export const savedSearchCells: Cell[] = [
  {
    target: "saved_searches", op: "select", scenario: "the post owner's saved search",
    policies: ["Members read their own saved searches"], expect: only("postOwner"),
    // Not select("*"): the unsubscribe token is not readable through the API (column grants), even by its owner.
    run: async (w, a) => {
      const id = (await savedSearch(w)).id;
      const { data, error } = await untyped(w.client[a]).from("saved_searches").select("id, name, filters").eq("id", id);
      return { allowed: !error && (data?.length ?? 0) === 1, ...(error ? { detail: `${error.code} ${error.message}` } : {}) };
    },
  },
  {
    target: "saved_searches", op: "insert", scenario: "a saved search of one's own",
    policies: ["Members save their own searches"], expect: members(),
    run: (w, a) => canInsert(w.client[a], "saved_searches", { name: `Matrix ${a}`, filters: { beds: 2 } }),
  },
  {
    target: "saved_searches", op: "update", scenario: "renaming the post owner's saved search",
    policies: ["Members rename their own saved searches"], expect: only("postOwner"),
    run: async (w, a) => canUpdate(w, w.client[a], "saved_searches", (await savedSearch(w)).id, "name", `Renamed by ${a}`),
  },
  {
    target: "saved_searches", op: "delete", scenario: "the post owner's saved search",
    policies: ["Members delete their own saved searches"], expect: only("postOwner"),
    run: async (w, a) => canDelete(w, w.client[a], "saved_searches", (await savedSearch(w)).id),
  },
  {
    target: "rpc:unsubscribe_saved_search", op: "execute", scenario: "unsubscribing with the e-mail's token", policies: [], expect: everyone(),
    run: async (w, a) => {
      const search = await savedSearch(w);
      const called = await canCall(w.client[a], "unsubscribe_saved_search", { token: search.token });
      const gone = (await w.sql("select 1 from public.saved_searches where id = $1", [search.id])).length === 0;
      return { ...called, allowed: called.allowed && gone };
    },
  },
  {
    target: "rpc:send_saved_search_alerts", op: "execute", scenario: "running the daily e-mail job from a client", policies: [], expect: only(),
    run: (w, a) => canCall(w.client[a], "send_saved_search_alerts"),
  },
];
