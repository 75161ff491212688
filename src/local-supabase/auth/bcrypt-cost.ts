/** @supabase/lite's bcrypt cost (LITE_AUTH_BCRYPT_COST, 4 under RUN_SPEC=1, else 10), for work that must cost what lite's does. */
export function bcryptCost(env = process.env): number {
  const set = Number(env.LITE_AUTH_BCRYPT_COST?.trim() || Number.NaN);
  if (Number.isFinite(set)) return Math.min(31, Math.max(4, Math.trunc(set)));
  return env.RUN_SPEC === "1" ? 4 : 10;
}
