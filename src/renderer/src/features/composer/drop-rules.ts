/** Image drop rules (spec §5, §9): jpeg, png, jpg, webp; at most 10 files per drop. */
export const MAX_IMAGES_PER_DROP = 10;
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/jpg", "image/webp"] as const;

/** The generic drop messages of spec §5 for files refused before upload. */
export function dropRejections(files: File[]): { accepted: File[]; errors: string[] } {
  if (files.length > MAX_IMAGES_PER_DROP) return { accepted: [], errors: ["Too many files"] };
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of files) {
    if ((ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) accepted.push(file);
    else errors.push(`${file.name}: File type must be ${ACCEPTED_IMAGE_TYPES.join(", ")}`);
  }
  return { accepted, errors };
}
