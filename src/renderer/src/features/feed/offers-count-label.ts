/** '1 offer', '2 offers' (spec §2: the owner's count on a post). */
export function offersCountLabel(count: number): string {
  return `${count} ${count === 1 ? "offer" : "offers"}`;
}
