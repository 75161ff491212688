// metadata-extractor edge function (spec §7): POST {url} → link preview metadata and listing facts.
import { createHandler } from "./handler.ts";

Deno.serve(createHandler());
