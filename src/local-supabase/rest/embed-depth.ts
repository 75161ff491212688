/**
 * How deeply a PostgREST `select` nests embedded resources: `id,author:public_profiles(username)` is 1,
 * `id,a(b(c(id)))` is 3. Parentheses inside double-quoted names do not count, nor do an aggregate's empty ones
 * (`count()`, `price.sum()`). Unbalanced input is measured as written; PostgREST's parser refuses it afterwards.
 */
export function embedDepth(select: string): number {
  let depth = 0;
  let deepest = 0;
  let quoted = false;
  for (let i = 0; i < select.length; i++) {
    const char = select[i];
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === "(" && select[i + 1] !== ")") deepest = Math.max(deepest, ++depth);
    else if (char === ")" && select[i - 1] !== "(") depth = Math.max(0, depth - 1);
  }
  return deepest;
}

/**
 * PostgREST has no depth limit, but each level can multiply the rows of the one above (a to-many embed inside a
 * to-many embed), so a short URL can ask for an exponential amount of work and memory: 20 levels took PGlite's memory
 * past 2 GB. Requests nesting deeper than `maxDepth` get 400 PGRST100, PostgREST's code for a `select` it will not
 * parse, before they reach the database.
 */
export function refuseDeepEmbedding(url: URL, maxDepth: number): Response | undefined {
  const depth = Math.max(0, ...url.searchParams.getAll("select").map(embedDepth));
  if (depth <= maxDepth) return undefined;
  return Response.json(
    {
      code: "PGRST100",
      details: `The select parameter nests ${depth} levels of embedded resources; at most ${maxDepth} are allowed.`,
      hint: "Embed fewer levels, or read the deeper resources with a separate request.",
      message: "Resource embedding is nested too deeply",
    },
    { status: 400 },
  );
}
