import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from "@tanstack/react-query";
import { useSession } from "./session/use-session.ts";

/** The first element of every query key of one table (or RPC family): what mutations invalidate. */
export type KeyRoot = readonly [string];

/** Who runs a mutation: the writes of a member's own rows need the signed-in user's id. */
export type Caller = { userId: string | null };

/**
 * A write of the data layer: what it does, and the key roots of every table it changes (cascades included), so
 * each query that could show a changed row is refreshed. Roots, never narrower keys: a key that matches no query
 * is how a screen stays stale.
 */
export type DataMutation<TVariables, TData = void> = {
  run: (variables: TVariables, caller: Caller) => Promise<TData>;
  invalidates: readonly KeyRoot[];
  /** "settled": refresh after a failure too (the write may have failed because the screen was out of date). */
  refreshOn?: "success" | "settled";
};

/**
 * The one mapping of database errors to sentences, loaded when a write first fails: its table of sentences stays
 * out of the JavaScript the home page starts with (e2e/public/bundle-budget.e2e.test.ts).
 */
export async function userError(error: unknown): Promise<Error> {
  const { toUserError } = await import("@shared/errors/database-errors.ts");
  return toUserError(error);
}

/**
 * A data mutation whose failures read as sentences: whatever its run throws (a constraint, a row-level security
 * refusal, a lost connection) goes through the one mapping in @shared/errors/database-errors.ts.
 */
export function defineMutation<TVariables, TData = void>(mutation: DataMutation<TVariables, TData>): DataMutation<TVariables, TData> {
  return {
    ...mutation,
    run: async (variables, caller) => {
      try {
        return await mutation.run(variables, caller);
      } catch (error) {
        throw await userError(error);
      }
    },
  };
}

/** Marks every query under the roots stale; the ones on screen refetch (the promise settles when they have). */
export async function invalidateRoots(client: QueryClient, roots: readonly KeyRoot[]): Promise<void> {
  await Promise.all(roots.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** What a screen adds to a data mutation: its toasts, navigation and form resets. */
export type MutationConfig<TVariables, TData = void> = Omit<UseMutationOptions<TData, Error, TVariables>, "mutationFn">;

/**
 * useMutation for a data mutation. The screen's callbacks run first (its toast shows at once), then the roots are
 * invalidated; the mutation stays pending until the queries on screen have their new data.
 */
export function useDataMutation<TVariables, TData = void>(mutation: DataMutation<TVariables, TData>, config: MutationConfig<TVariables, TData> = {}) {
  const client = useQueryClient();
  const { userId } = useSession();
  const onSettledToo = mutation.refreshOn === "settled";
  return useMutation<TData, Error, TVariables>({
    ...config,
    mutationFn: (variables) => mutation.run(variables, { userId }),
    onSuccess: async (...args) => {
      await config.onSuccess?.(...args);
      if (!onSettledToo) await invalidateRoots(client, mutation.invalidates);
    },
    onSettled: async (...args) => {
      await config.onSettled?.(...args);
      if (onSettledToo) await invalidateRoots(client, mutation.invalidates);
    },
  });
}
