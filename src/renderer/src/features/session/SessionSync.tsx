import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "../../lib/state.ts";
import { onAuthStateChange } from "../../data/session/auth-state.ts";
import { sessionAtom } from "../../data/session/state.ts";
import { sessionKeys } from "../../data/session/keys.ts";

/** Mirrors supabase-js auth state into the session atom; auth changes clear or refresh cached admin status (spec §4). */
export function SessionSync() {
  const setSession = useSetAtom(sessionAtom);
  const queryClient = useQueryClient();
  useEffect(() => {
    let userId: string | null | undefined; // undefined until supabase-js reports the restored session
    return onAuthStateChange((event, session) => {
      setSession(session ? { status: "signedIn", session } : { status: "signedOut", session: null });
      const nextUserId = session?.user.id ?? null;
      const userChanged = userId !== undefined && nextUserId !== userId;
      userId = nextUserId;
      if (userChanged) {
        // Per-user data (saved hearts, offer counts, admin status) must not survive a change of user. Only then:
        // supabase-js also reports SIGNED_IN for the same user whenever the tab becomes visible again, and
        // refetching everything then would reload the feed under an open dialog.
        // Deferred: supabase-js holds its auth lock during this callback, and refetches need it.
        queryClient.removeQueries({ queryKey: sessionKeys.isAdminAll() });
        setTimeout(() => void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== sessionKeys.all[0] }), 0);
      } else if (event === "SIGNED_IN" || event === "USER_UPDATED") {
        setTimeout(() => void queryClient.invalidateQueries({ queryKey: sessionKeys.isAdminAll() }), 0);
      }
    });
  }, [setSession, queryClient]);
  return null;
}
