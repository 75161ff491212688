import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase.ts";
import { useSetAtom } from "../../lib/state.ts";
import { sessionAtom } from "./session-state.ts";
import { sessionKeys } from "./api/is-admin.ts";

/** Mirrors supabase-js auth state into the session atom; auth changes clear cached admin status (spec §4). */
export function SessionSync() {
  const setSession = useSetAtom(sessionAtom);
  const queryClient = useQueryClient();
  useEffect(() => {
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      setSession(session ? { status: "signedIn", session } : { status: "signedOut", session: null });
      if (event === "SIGNED_IN" || event === "SIGNED_OUT" || event === "USER_UPDATED") {
        queryClient.removeQueries({ queryKey: [...sessionKeys.all, "is-admin"] });
        // Per-user data (saved hearts, offer counts) must not survive a change of user.
        // Deferred: supabase-js holds its auth lock during this callback, and refetches need it.
        if (event !== "USER_UPDATED") {
          setTimeout(() => void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== "session" }), 0);
        }
      }
    });
    return () => data.subscription.unsubscribe();
  }, [setSession, queryClient]);
  return null;
}
