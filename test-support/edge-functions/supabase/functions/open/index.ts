// ?read=<path> tries to read a file (the runtime only lets a function read its own sources).
Deno.serve(async (req) => {
  const read = new URL(req.url).searchParams.get("read");
  if (read) {
    try {
      return Response.json({ read: (await Deno.readTextFile(read)).length });
    } catch (error) {
      return Response.json({ readError: (error as Error).name }, { status: 403 });
    }
  }
  return Response.json({
    authorization: req.headers.get("authorization"),
    apikey: req.headers.get("apikey"),
    forwardedFor: req.headers.get("x-forwarded-for"),
    pid: Deno.pid,
  });
});
