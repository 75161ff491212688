// Reads the runtime's env and the caller's JWT, and calls back into the API with the caller's credentials.
Deno.serve(async (req) => {
  const url = Deno.env.get("SUPABASE_URL")!;
  const authorization = req.headers.get("authorization") ?? "";
  const apikey = req.headers.get("apikey") ?? "";
  const token = authorization.replace(/^Bearer /, "");
  const payload = JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/")));
  const user = await fetch(`${url}/auth/v1/user`, { headers: { authorization, apikey } }).then((r) => r.json());
  return Response.json({
    url,
    anonKey: Deno.env.get("SUPABASE_ANON_KEY"),
    serviceRoleKey: Deno.env.get("SUPABASE_SERVICE_ROLE_KEY"),
    secret: Deno.env.get("TEST_SECRET") ?? null,
    envSecret: Deno.env.get("TEST_ENV_SECRET") ?? null,
    undeclared: Deno.env.get("UNDECLARED_SECRET") ?? null,
    sub: payload.sub,
    role: payload.role,
    userId: user.id,
  });
});
