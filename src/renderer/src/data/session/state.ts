import type { Session } from "@supabase/supabase-js";
import { atom } from "../../lib/state.ts";

export type SessionState =
  | { status: "loading"; session: null }
  | { status: "signedOut"; session: null }
  | { status: "signedIn"; session: Session };

/** Written only by SessionSync (the auth-state subscription). */
export const sessionAtom = atom<SessionState>({ status: "loading", session: null });
