import type { BrowserContext, Route } from "playwright-core";

/** A 500 answer in PostgREST's error shape. */
export const DATABASE_ERROR = { status: 500, contentType: "application/json", body: JSON.stringify({ code: "XX000", message: "database unavailable", details: null, hint: null }) };

export type HeldRequests = {
  /** Resolves when the first matching request arrived (and is being held). */
  arrived: Promise<void>;
  /** Lets the held requests (and any later ones) go on to the server. */
  release: () => void;
  /** Stops holding requests of this pattern. */
  stop: () => Promise<void>;
};

/** Holds the context's requests matching `url` and `method` until released: a slow network, on demand. */
export async function holdRequests(context: BrowserContext, url: RegExp, method: string): Promise<HeldRequests> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const handler = async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    arrive();
    await released;
    await route.continue();
  };
  await context.route(url, handler);
  return { arrived, release, stop: () => context.unroute(url, handler) };
}
