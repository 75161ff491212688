/** Query keys of the google-maps-proxy edge function: address predictions per input. */
export const placeKeys = {
  all: ["places"] as const,
  predictions: (input: string) => [...placeKeys.all, "predictions", input] as const,
};
