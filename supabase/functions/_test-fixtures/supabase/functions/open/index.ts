Deno.serve((req) =>
  Response.json({
    authorization: req.headers.get("authorization"),
    apikey: req.headers.get("apikey"),
    forwardedFor: req.headers.get("x-forwarded-for"),
    pid: Deno.pid,
  }),
);
