// ?exit=1 ends the worker process mid-request; otherwise answers with its pid.
Deno.serve((req) => {
  if (new URL(req.url).searchParams.has("exit")) Deno.exit(1);
  return Response.json({ pid: Deno.pid });
});
