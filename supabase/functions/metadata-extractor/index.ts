// metadata-extractor edge function (spec §7): POST {url} → link preview metadata and listing facts.
import { createHandler } from "./handler.ts";

const handler = createHandler();
Deno.serve(handler);
// While no one waits (a prewarmed local worker, or a hosted isolate the composer's warm-up GET started): the first
// pasted link then takes as long as the next.
setTimeout(() => void handler.warm(), 0);
