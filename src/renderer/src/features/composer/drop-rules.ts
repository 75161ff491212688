import type { Translate } from "@renderer/lib/i18n.tsx";

/** Image drop rules (spec §5, §9): jpeg, png, jpg, webp; at most 10 files per drop. */
export const MAX_IMAGES_PER_DROP = 10;
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/jpg", "image/webp"] as const;

/** Why a file was refused before upload: the drop had too many files, or this file's type is not accepted. */
export type DropRejection = { kind: "too-many" } | { kind: "type"; name: string };

/** The files refused before upload and why (spec §5's generic drop messages, worded by `rejectionText`). */
export function dropRejections(files: File[]): { accepted: File[]; errors: DropRejection[] } {
  if (files.length > MAX_IMAGES_PER_DROP) return { accepted: [], errors: [{ kind: "too-many" }] };
  const accepted: File[] = [];
  const errors: DropRejection[] = [];
  for (const file of files) {
    if ((ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) accepted.push(file);
    else errors.push({ kind: "type", name: file.name });
  }
  return { accepted, errors };
}

/** A refusal as the drop area shows it: "Too many files", "c.gif: File type must be image/jpeg, …". */
export function rejectionText(t: Translate, rejection: DropRejection): string {
  return rejection.kind === "too-many" ? t("composer.images.tooMany") : t("composer.images.badType", { name: rejection.name, types: ACCEPTED_IMAGE_TYPES.join(", ") });
}
