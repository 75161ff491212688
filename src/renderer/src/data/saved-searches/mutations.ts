import type { Json } from "@shared/database.types.ts";
import { message } from "@shared/validation/messages.ts";
import type { SavedSearchFilters } from "@shared/validation/saved-search.ts";
import { supabase } from "../../lib/supabase.ts";
import { defineMutation } from "../mutation.ts";
import { savedSearchKeys } from "./keys.ts";

/** Saves the current browse filters under a name (the owner is the signed-in member, by the column's default). */
export const saveSearch = defineMutation({
  run: async ({ name, filters }: { name: string; filters: SavedSearchFilters }) => {
    const { error } = await supabase.from("saved_searches").insert({ name, filters: filters as Json });
    if (error) throw error;
  },
  invalidates: [savedSearchKeys.all],
});

export const renameSavedSearch = defineMutation({
  run: async ({ id, name }: { id: string; name: string }) => {
    const { data, error } = await supabase.from("saved_searches").update({ name }).eq("id", id).select("id");
    if (error) throw error;
    if (data.length === 0) throw new Error(message("validation.member.gone"));
  },
  invalidates: [savedSearchKeys.all],
});

export const deleteSavedSearch = defineMutation({
  run: async (id: string) => {
    const { error } = await supabase.from("saved_searches").delete().eq("id", id);
    if (error) throw error;
  },
  invalidates: [savedSearchKeys.all],
});

/** The e-mail's one-click unsubscribe: true when a saved search was deleted, false for an unknown or used link. */
export const unsubscribeSavedSearch = defineMutation({
  run: async (token: string) => {
    const { data, error } = await supabase.rpc("unsubscribe_saved_search", { token });
    if (error) throw error;
    return data;
  },
  invalidates: [savedSearchKeys.all],
});
