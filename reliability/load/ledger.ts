import { createHash } from "node:crypto";
import { headers, timedFetch, type Endpoint } from "./http.ts";

export type WriteKind = "offer" | "report" | "post" | "upload";

/** Every write the load sent, by unique marker: acknowledged (2xx seen) or unknown (no answer, e.g. killed mid-request). */
export class Ledger {
  readonly acked = new Map<WriteKind, Set<string>>();
  readonly unknown = new Map<WriteKind, Set<string>>();
  /** Final saved state per member and post, for pairs whose last toggle was acknowledged. */
  readonly saved = new Map<string, boolean>();
  readonly savedUnknown = new Set<string>();

  ack(kind: WriteKind, marker: string): void {
    set(this.acked, kind).add(marker);
  }
  lost(kind: WriteKind, marker: string): void {
    set(this.unknown, kind).add(marker);
  }
  count(kind: WriteKind): number {
    return this.acked.get(kind)?.size ?? 0;
  }
}

function set(map: Map<WriteKind, Set<string>>, kind: WriteKind): Set<string> {
  const existing = map.get(kind) ?? new Set<string>();
  map.set(kind, existing);
  return existing;
}

/** Deterministic upload bytes for a path: a PNG signature and padding derived from the path (about 24 KiB). */
export function uploadBytes(path: string): Uint8Array<ArrayBuffer> {
  const png = Buffer.from("89504e470d0a1a0a", "hex");
  const digest = createHash("sha256").update(path).digest();
  const body = Buffer.alloc(24 * 1024);
  for (let i = 0; i < body.length; i++) body[i] = digest[i % digest.length]!;
  const joined = Buffer.concat([png, body]);
  return new Uint8Array(joined.buffer.slice(joined.byteOffset, joined.byteOffset + joined.byteLength)) as Uint8Array<ArrayBuffer>;
}

export type Verification = {
  missing: Record<WriteKind, string[]>;
  duplicated: Record<WriteKind, string[]>;
  unexpected: Record<WriteKind, string[]>;
  savedMismatches: string[];
  halfWrittenUploads: string[];
  counted: Record<WriteKind | "saved", number>;
};

type MarkerRow = { marker: string | null };

async function markers(endpoint: Endpoint, path: string): Promise<string[]> {
  const result = await timedFetch<MarkerRow[]>(`${endpoint.url}/rest/v1/${path}`, { headers: headers(endpoint.serviceRoleKey) });
  if (result.status !== 200 || !result.body) throw new Error(`verify ${path}: ${result.status} ${result.text}`);
  return result.body.map((r) => r.marker ?? "");
}

function compare(kind: WriteKind, found: string[], ledger: Ledger, out: Verification): void {
  const acked = ledger.acked.get(kind) ?? new Set<string>();
  const unknown = ledger.unknown.get(kind) ?? new Set<string>();
  const seen = new Map<string, number>();
  for (const m of found) seen.set(m, (seen.get(m) ?? 0) + 1);
  out.missing[kind] = [...acked].filter((m) => !seen.has(m));
  out.duplicated[kind] = [...seen].filter(([, n]) => n > 1).map(([m]) => m);
  out.unexpected[kind] = [...seen.keys()].filter((m) => !acked.has(m) && !unknown.has(m));
  out.counted[kind] = found.length;
}

/** Counts every write in the database (service role) and storage, against the ledger. */
export async function verifyLedger(endpoint: Endpoint, ledger: Ledger, tag: string, members: string[]): Promise<Verification> {
  const empty = () => ({ offer: [], report: [], post: [], upload: [] });
  const out: Verification = { missing: empty(), duplicated: empty(), unexpected: empty(), savedMismatches: [], halfWrittenUploads: [], counted: { offer: 0, report: 0, post: 0, upload: 0, saved: 0 } };
  const like = encodeURIComponent(`${tag}-*`);
  compare("offer", await markers(endpoint, `offers?select=marker:message&message=like.${like}&limit=1000000`), ledger, out);
  compare("report", await markers(endpoint, `reports?select=marker:reason&reason=like.${like}&limit=1000000`), ledger, out);
  compare("post", await markers(endpoint, `posts?select=marker:title&title=like.${like}&limit=1000000`), ledger, out);

  const saved = await timedFetch<{ user_id: string; post_id: string }[]>(
    `${endpoint.url}/rest/v1/saved_listings?select=user_id,post_id&user_id=in.(${members.join(",")})&limit=1000000`,
    { headers: headers(endpoint.serviceRoleKey) },
  );
  const savedNow = new Set((saved.body ?? []).map((r) => `${r.user_id}/${r.post_id}`));
  out.counted.saved = savedNow.size;
  for (const [pair, expected] of ledger.saved) {
    if (!ledger.savedUnknown.has(pair) && savedNow.has(pair) !== expected) out.savedMismatches.push(`${pair} expected ${expected ? "saved" : "not saved"}`);
  }

  const objects: string[] = [];
  for (const member of members) {
    const listed = await timedFetch<{ name: string }[]>(`${endpoint.url}/storage/v1/object/list/post_images`, {
      method: "POST",
      headers: headers(endpoint.serviceRoleKey),
      body: JSON.stringify({ prefix: member, limit: 1000, offset: 0 }),
    });
    for (const o of listed.body ?? []) if (o.name.startsWith(tag)) objects.push(`${member}/${o.name}`);
  }
  compare("upload", objects, ledger, out);
  // A lost upload: say whether its bytes are still served (metadata listing vs object lost).
  out.missing.upload = await Promise.all(
    out.missing.upload.map(async (p) => `${p} (GET ${(await fetch(`${endpoint.url}/storage/v1/object/public/post_images/${p}`).then((r) => r.arrayBuffer().then(() => r.status)).catch(() => 0))})`),
  );
  for (const path of objects) {
    const response = await fetch(`${endpoint.url}/storage/v1/object/public/post_images/${path}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (response.status !== 200 || Buffer.compare(Buffer.from(bytes), Buffer.from(uploadBytes(path))) !== 0) {
      out.halfWrittenUploads.push(`${path}: ${response.status}, ${bytes.length} bytes`);
    }
  }
  return out;
}

/** The problems of a verification, empty when nothing is lost, duplicated, unexplained or half-written. */
export function problems(v: Verification): string[] {
  const list: string[] = [];
  for (const kind of ["offer", "report", "post", "upload"] as const) {
    if (v.missing[kind].length) list.push(`lost ${kind}: ${v.missing[kind].slice(0, 5).join(", ")} (${v.missing[kind].length})`);
    if (v.duplicated[kind].length) list.push(`duplicated ${kind}: ${v.duplicated[kind].slice(0, 5).join(", ")}`);
    if (v.unexpected[kind].length) list.push(`unexplained ${kind}: ${v.unexpected[kind].slice(0, 5).join(", ")}`);
  }
  if (v.savedMismatches.length) list.push(`saved state: ${v.savedMismatches.slice(0, 5).join(", ")}`);
  if (v.halfWrittenUploads.length) list.push(`half-written uploads: ${v.halfWrittenUploads.slice(0, 5).join(", ")}`);
  return list;
}
