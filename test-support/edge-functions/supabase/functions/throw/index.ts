Deno.serve(() => {
  throw new Error("boom");
});
