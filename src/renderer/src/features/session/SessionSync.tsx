import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase.ts";
import { useSetAtom } from "../../lib/state.ts";
import { sessionAtom } from "./session-state.ts";
import { sessionKeys } from "./api/is-admin.ts";

const IS_ADMIN = [...sessionKeys.all, "is-admin"] as const;

/** Mirrors supabase-js auth state into the session atom; auth changes clear or refresh cached admin status (spec §4). */
export function SessionSync() {
  const setSession = useSetAtom(sessionAtom);
  const queryClient = useQueryClient();
  useEffect(() => {
    let userId: string | null | undefined; // undefined until supabase-js reports the restored session
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      setSession(session ? { status: "signedIn", session } : { status: "signedOut", session: null });
      const nextUserId = session?.user.id ?? null;
      const userChanged = userId !== undefined && nextUserId !== userId;
      userId = nextUserId;
      if (userChanged) {
        // Per-user data (saved hearts, offer counts, admin status) must not survive a change of user. Only then:
        // supabase-js also reports SIGNED_IN for the same user whenever the tab becomes visible again, and
        // refetching everything then would reload the feed under an open dialog.
        // Deferred: supabase-js holds its auth lock during this callback, and refetches need it.
        queryClient.removeQueries({ queryKey: IS_ADMIN });
        setTimeout(() => void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== "session" }), 0);
      } else if (event === "SIGNED_IN" || event === "USER_UPDATED") {
        setTimeout(() => void queryClient.invalidateQueries({ queryKey: IS_ADMIN }), 0);
      }
    });
    return () => data.subscription.unsubscribe();
  }, [setSession, queryClient]);
  return null;
}
