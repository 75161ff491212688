import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@shared/database.types.ts";

type PostInsert = Database["public"]["Tables"]["posts"]["Insert"];
let counter = 0;

/** Inserts an approved post as the given member (through the real API and its RLS) and returns its id. */
export async function createPost(client: SupabaseClient<Database>, userId: string, fields: Partial<PostInsert> = {}): Promise<string> {
  counter += 1;
  const row: PostInsert = {
    user_id: userId,
    description: `Lovely home https://www.realtor.ca/real-estate/${counter}`,
    url: `https://www.realtor.ca/real-estate/${counter}`,
    title: `Test listing ${counter}`,
    category: "residential",
    city: "Toronto",
    province: "ON",
    street_address: `${counter} Queen St W`,
    manual_price: 500000 + counter,
    bedrooms: "3",
    bathrooms: "2",
    year_built: 1999,
    ...fields,
  };
  const { data, error } = await client.from("posts").insert(row).select("id").single();
  if (error) throw new Error(`createPost: ${error.message}`);
  return data.id;
}
