import { useQueryClient } from "@tanstack/react-query";
import type { UseFormReturn } from "react-hook-form";
import { signupSchema, type SignupInput } from "@shared/validation/signup.ts";
import { usernameAvailableQueryOptions } from "@renderer/data/profiles/username-available.ts";
import { profileKeys } from "@renderer/data/profiles/keys.ts";
import { useT } from "@renderer/lib/i18n.tsx";

/**
 * The sign-up form's username check (issue 19): on the field's blur and before the sign-up is sent, a name another
 * account has is said under the field. A check that fails (offline) lets the sign-up go: the database refuses a
 * taken name anyway, and `accountNotSaved` says so under the field.
 */
export function useUsernameCheck(form: Pick<UseFormReturn<SignupInput>, "getValues" | "setError" | "clearErrors" | "getFieldState">) {
  const queryClient = useQueryClient();
  const t = useT();
  const isFree = async (username: string) => queryClient.fetchQuery(usernameAvailableQueryOptions(username)).catch(() => true);
  const taken = () => form.setError("username", { type: "taken", message: t("auth.signup.usernameTaken") });
  return {
    /** On blur: checks a name the form's rules accept; clears an earlier "taken" once the name is free. */
    onBlur: async () => {
      const username = form.getValues("username");
      if (!signupSchema.shape.username.safeParse(username).success) return;
      const free = await isFree(username);
      if (form.getValues("username") !== username) return; // typed on meanwhile: the next blur asks again
      if (!free) taken();
      else if (form.getFieldState("username").error?.type === "taken") form.clearErrors("username");
    },
    /** Before sending: false (and the message under the field) when the name is taken. */
    confirmFree: async (username: string) => {
      const free = await isFree(username);
      if (!free) taken();
      return free;
    },
    /** The database refused the account (a name taken between the check and the sign-up): the check asks anew. */
    accountNotSaved: () => {
      queryClient.removeQueries({ queryKey: profileKeys.usernameAvailable(form.getValues("username").trim().toLowerCase()) });
      form.setError("username", { type: "taken", message: t("auth.signup.accountNotSaved") }, { shouldFocus: true });
    },
  };
}
