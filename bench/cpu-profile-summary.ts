// Where a stack process spent its CPU: self time of a V8 .cpuprofile grouped by package (node_modules/<name>),
// our own code (src/…), Node's internals and the rest. Usage:
//   BENCH_CPU_PROFILE=/tmp/prof npm run bench -- stack && node --import tsx bench/cpu-profile-summary.ts /tmp/prof/*.cpuprofile
import fs from "node:fs";

type ProfileNode = { id: number; callFrame: { functionName: string; url: string }; hitCount?: number };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** The bucket a function's self time counts against. */
export function bucketOf(url: string, functionName: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (/\/src\/local-supabase\//.test(url)) return "our gateway (src/local-supabase)";
  if (url.startsWith("node:")) return "Node.js internals";
  if (functionName === "(garbage collector)") return "V8 garbage collector";
  if (functionName === "(idle)" || functionName === "(program)") return functionName;
  return url ? "other" : `native: ${functionName || "(anonymous)"}`;
}

export function summarise(profile: Profile): { bucket: string; ms: number; share: number }[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const bucket = bucketOf(node.callFrame.url, node.callFrame.functionName);
    totals.set(bucket, (totals.get(bucket) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const busy = [...totals].filter(([bucket]) => bucket !== "(idle)").reduce((sum, [, ms]) => sum + ms, 0);
  return [...totals]
    .filter(([bucket]) => bucket !== "(idle)")
    .map(([bucket, ms]) => ({ bucket, ms: Math.round(ms), share: Math.round((ms / busy) * 1000) / 10 }))
    .sort((a, b) => b.ms - a.ms);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of process.argv.slice(2)) {
    console.log(`\n${file} (busy time by bucket, % of busy)`);
    console.table(summarise(JSON.parse(fs.readFileSync(file, "utf8")) as Profile).slice(0, 15));
  }
}
