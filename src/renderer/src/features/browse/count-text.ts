/** "1000+" past the count's cap. */
export function countText(count: number, cap: number): string {
  return count > cap ? `${cap}+` : String(count);
}
