// ?busy=1 spins the event loop (a CPU hang); otherwise the response simply never comes.
Deno.serve((req) => {
  if (new URL(req.url).searchParams.has("busy")) {
    for (;;) {
      // spin
    }
  }
  return new Promise<Response>(() => {});
});
