// Fails while loading, before Deno.serve is ever called.
throw new Error("broken at import time");
