import type { AuthChangeEvent, Session } from "@supabase/supabase-js";
import { supabase } from "../../lib/supabase.ts";
import { defineMutation } from "../mutation.ts";

/** supabase-js auth events (the restored session first); returns the unsubscribe. */
export function onAuthStateChange(listener: (event: AuthChangeEvent, session: Session | null) => void): () => void {
  const { data } = supabase.auth.onAuthStateChange(listener);
  return () => data.subscription.unsubscribe();
}

/** Sign-out (the header's button); SessionSync then clears per-user data. */
export const signOut = defineMutation({
  run: async (_: void) => {
    const { error } = await supabase.auth.signOut();
    if (error) throw error;
  },
  invalidates: [],
});
