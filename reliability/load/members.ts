import { headers, timedFetch, type Endpoint } from "./http.ts";

export type Member = { id: string; email: string; password: string; token: string };

/** Confirmed members created through the Auth admin API and signed in with their password (works on any running stack). */
export async function createMembers(endpoint: Endpoint, count: number, prefix: string): Promise<Member[]> {
  const members: Member[] = [];
  for (let i = 0; i < count; i++) {
    const email = `${prefix}-${i}-${Date.now().toString(36)}@load.test`;
    const password = "load-password-1";
    const created = await timedFetch<{ id: string }>(`${endpoint.url}/auth/v1/admin/users`, {
      method: "POST",
      headers: headers(endpoint.serviceRoleKey),
      body: JSON.stringify({ email, password, email_confirm: true, user_metadata: { username: `${prefix}_${i}`.slice(0, 20) } }),
    });
    if (created.status !== 200 || !created.body?.id) throw new Error(`createUser ${created.status}: ${created.text}`);
    members.push({ id: created.body.id, email, password, token: await signIn(endpoint, email, password) });
  }
  return members;
}

export async function signIn(endpoint: Endpoint, email: string, password: string): Promise<string> {
  const session = await timedFetch<{ access_token: string }>(`${endpoint.url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: headers(endpoint.anonKey),
    body: JSON.stringify({ email, password }),
  });
  if (session.status !== 200 || !session.body?.access_token) throw new Error(`sign-in ${session.status}: ${session.text}`);
  return session.body.access_token;
}

const CITIES = [["Toronto", "ON"], ["Vancouver", "BC"], ["Montréal", "QC"], ["Calgary", "AB"], ["Halifax", "NS"], ["Ottawa", "ON"]] as const;
export const CATEGORIES = ["residential", "commercial", "land", "business", "fsbo"] as const;

/**
 * The load's members report posts at random, a few times a minute each: with the default threshold (3 members) the
 * seeded posts would be held for review within seconds, and the reads and offers that follow would be refused. The
 * admin's highest threshold keeps them up (each member reports a post at most once: see scenario.ts).
 */
export async function raiseReportThreshold(endpoint: Endpoint): Promise<void> {
  const result = await timedFetch(`${endpoint.url}/rest/v1/moderation_settings?id=eq.true`, {
    method: "PATCH",
    headers: headers(endpoint.serviceRoleKey, undefined, { prefer: "return=minimal" }),
    body: JSON.stringify({ report_threshold: 100 }),
  });
  if (result.status !== 204) throw new Error(`report threshold ${result.status}: ${result.text}`);
}

/** Approved posts by one author, inserted with the service key in one request; returns their ids. */
export async function seedPosts(endpoint: Endpoint, authorId: string, count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => {
    const [city, province] = CITIES[i % CITIES.length]!;
    return {
      user_id: authorId,
      description: `Seeded home ${i} https://www.realtor.ca/real-estate/seed-${i}`,
      url: `https://www.realtor.ca/real-estate/seed-${i}`,
      title: `Seeded listing ${i} in ${city}`,
      category: CATEGORIES[i % CATEGORIES.length],
      city,
      province,
      street_address: `${i} Main St`,
      manual_price: 300000 + i * 1000,
    };
  });
  const inserted = await timedFetch<{ id: string }[]>(`${endpoint.url}/rest/v1/posts?select=id`, {
    method: "POST",
    headers: headers(endpoint.serviceRoleKey, undefined, { prefer: "return=representation" }),
    body: JSON.stringify(rows),
  });
  if (inserted.status !== 201 || !inserted.body) throw new Error(`seed posts ${inserted.status}: ${inserted.text}`);
  return inserted.body.map((r) => r.id);
}
