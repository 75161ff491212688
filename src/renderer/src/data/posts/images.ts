import { userError } from "../mutation.ts";
import { message } from "@shared/validation/messages.ts";
import { supabase } from "../../lib/supabase.ts";

export const POST_IMAGES_BUCKET = "post_images";

/** A photo of the form; `path` is "" for one the post already had when an edit opened (its file is not ours to delete yet). */
export type UploadedImage = { path: string; url: string };

function extensionOf(file: File): string {
  const fromName = file.name.includes(".") ? file.name.split(".").pop() : undefined;
  return (fromName || file.type.split("/")[1] || "jpg").toLowerCase();
}

/** Uploads to post_images at {userId}/{timestamp}.{extension} and returns the path and public URL (spec §3). */
export async function uploadPostImage(userId: string | null, file: File, index = 0): Promise<UploadedImage> {
  if (!userId) throw new Error(message("validation.member.imagesSignedOut"));
  const path = `${userId}/${Date.now() + index}.${extensionOf(file)}`;
  const { error } = await supabase.storage.from(POST_IMAGES_BUCKET).upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw await userError(error);
  const { data } = supabase.storage.from(POST_IMAGES_BUCKET).getPublicUrl(path);
  return { path, url: data.publicUrl };
}

export async function deletePostImage(path: string): Promise<void> {
  const { error } = await supabase.storage.from(POST_IMAGES_BUCKET).remove([path]);
  if (error) throw await userError(error);
}
