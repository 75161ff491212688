// Stands in for jsr:@supabase/functions-js/edge-runtime.d.ts (type declarations only; jsr: is not reachable offline).
export {};
