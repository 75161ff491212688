import http from "node:http";
import type { TestStack } from "../stack/stack.ts";

/** Test buckets and policies (created by the tests, never by migrations): owner-folder rules like the real ones. */
export async function createTestBuckets(stack: TestStack): Promise<void> {
  await stack.sql(`
    insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
      ('t_private', 't_private', false, null, null),
      ('t_public', 't_public', true, 1024, array['text/plain', 'image/*'])
    on conflict (id) do nothing`);
  const own = `bucket_id in ('t_private', 't_public') and (storage.foldername(name))[1] = (select auth.uid())::text`;
  const policies = [
    `create policy "t: owners read private" on storage.objects for select to authenticated using (${own})`,
    `create policy "t: everyone reads t_public" on storage.objects for select to anon, authenticated using (bucket_id = 't_public')`,
    `create policy "t: owners insert" on storage.objects for insert to authenticated with check (${own})`,
    `create policy "t: owners update" on storage.objects for update to authenticated using (${own}) with check (${own})`,
    `create policy "t: owners delete" on storage.objects for delete to authenticated using (${own})`,
  ];
  for (const policy of policies) await stack.sql(policy);
}

/** A request with the exact target given (fetch would resolve dot segments and re-encode before sending). */
export function rawRequest(
  baseUrl: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: Buffer,
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path: target, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), headers: res.headers }));
    });
    req.on("error", reject);
    req.end(body);
  });
}
