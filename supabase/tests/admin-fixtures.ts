import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@shared/database.types.ts";
import type { SignedInUser, TestStack } from "@test-support/stack/stack.ts";

export type Client = SupabaseClient<Database>;

/** A visitor, two members and an admin, each with their own client. */
export type Cast = { visitor: Client; member: SignedInUser; other: SignedInUser; admin: SignedInUser };

export async function castOf(stack: TestStack): Promise<Cast> {
  const admin = await stack.signUpConfirmed();
  await stack.makeAdmin(admin.user.id);
  return { visitor: stack.client(), member: await stack.signUpConfirmed(), other: await stack.signUpConfirmed(), admin };
}

let n = 0;
/** An approved post by `owner` on a whitelisted site. */
export async function makePost(owner: SignedInUser, fields: Partial<Database["public"]["Tables"]["posts"]["Insert"]> = {}): Promise<string> {
  n += 1;
  const url = `https://www.realtor.ca/real-estate/${Date.now()}-${n}`;
  const { data, error } = await owner.client
    .from("posts")
    .insert({ user_id: owner.user.id, description: `Listing ${url}`, url, category: "residential", title: `Post ${n}`, ...fields })
    .select("id")
    .single();
  if (error) throw new Error(`makePost: ${error.message}`);
  return data.id;
}

/** Whether an error is a permission refusal (RLS / grant / explicit 42501). */
export function isDenied(error: { code?: string; message?: string } | null): boolean {
  return error !== null && (error.code === "42501" || /permission denied|row-level security|Admin access required/i.test(error.message ?? ""));
}
