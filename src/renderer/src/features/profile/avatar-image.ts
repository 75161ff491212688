import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase.ts";
import { profileKeys } from "./keys.ts";

/** Downloads an avatar by its storage path (bucket 'avatars', spec §7) and returns an object URL. */
export function avatarImageQuery(path: string | null | undefined) {
  return queryOptions({
    queryKey: profileKeys.avatarImage(path ?? ""),
    queryFn: async (): Promise<string> => {
      if (!path) throw new Error("No avatar");
      if (/^https?:\/\//.test(path)) return path;
      const { data, error } = await supabase.storage.from("avatars").download(path);
      if (error) throw error;
      return URL.createObjectURL(data);
    },
    enabled: Boolean(path),
    staleTime: Infinity,
    retry: false,
  });
}

/** The displayable URL of an avatar path, or undefined while loading, on failure or without one. */
export function useAvatarImage(path: string | null | undefined): string | undefined {
  const { data } = useQuery(avatarImageQuery(path));
  return data;
}
