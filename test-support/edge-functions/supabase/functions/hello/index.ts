import "jsr:@supabase/functions-js/edge-runtime.d.ts";
import { z } from "zod";
import { greet } from "greeting";

const cors = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type",
};
let calls = 0;

Deno.serve(async (req) => {
  if (req.method === "OPTIONS") return new Response("ok", { headers: cors });
  calls += 1;
  const url = new URL(req.url);
  const body = req.method === "POST" ? z.object({ name: z.string() }).parse(await req.json()) : { name: "world" };
  return Response.json(
    { message: greet(body.name), pid: Deno.pid, calls, path: url.pathname, search: url.search, method: req.method },
    { headers: cors },
  );
});
