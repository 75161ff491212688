import type { Session, User } from "@supabase/supabase-js";
import { useAtomValue } from "../../lib/state.ts";
import { sessionAtom } from "./state.ts";

export type SessionInfo = { loading: boolean; session: Session | null; user: User | null; userId: string | null };

/** The signed-in session (spec §4 'Session'); `loading` until supabase-js has restored it. */
export function useSession(): SessionInfo {
  const state = useAtomValue(sessionAtom);
  const user = state.session?.user ?? null;
  return { loading: state.status === "loading", session: state.session, user, userId: user?.id ?? null };
}
