// email-outbox edge function: sends the queued moderation e-mails (see handler.ts).
import { createHandler } from "./handler.ts";

Deno.serve(createHandler({ env: Deno.env }));
