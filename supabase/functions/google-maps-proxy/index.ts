// google-maps-proxy edge function (spec §7): address autocomplete and place details for the composer.
import { createHandler } from "./handler.ts";

Deno.serve(createHandler());
