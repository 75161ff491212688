// listing-recheck edge function (issue 20): POST with the service-role key → re-checks live posts' links.
import { createHandler } from "./handler.ts";

Deno.serve(createHandler());
