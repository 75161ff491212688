import { supabase } from "../../lib/supabase.ts";
import type { WhitelistInput } from "@shared/validation/whitelist.ts";
import { defineMutation } from "../mutation.ts";
import { whitelistKeys } from "./keys.ts";

/** Admin: whitelist a domain; the admin's table and the composer's names refresh. */
export const addDomain = defineMutation({
  run: async (input: WhitelistInput) => {
    const { data, error } = await supabase
      .from("whitelisted_domains")
      .insert({ domain_name: input.domain_name, description: input.description?.trim() || null })
      .select()
      .single();
    if (error) throw error;
    return data;
  },
  invalidates: [whitelistKeys.all],
});

export const deleteDomain = defineMutation({
  run: async (id: string) => {
    const { error } = await supabase.from("whitelisted_domains").delete().eq("id", id);
    if (error) throw error;
  },
  invalidates: [whitelistKeys.all],
});
