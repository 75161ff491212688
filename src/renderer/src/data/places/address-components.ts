/** Google Places address components (spec §7 'google-maps-proxy'), as the composer's address fields. */
export type AddressComponent = { long_name: string; short_name?: string; types: string[] };

export type AddressFields = { street_address: string; city: string; province: string; postal_code: string };

/** street_number + route; locality, else sublocality_level_1, else administrative_area_level_3; province; postal code. */
export function addressFromComponents(components: AddressComponent[]): AddressFields {
  const find = (type: string, short = false) => {
    const c = components.find((x) => x.types.includes(type));
    return c ? (short ? (c.short_name ?? c.long_name) : c.long_name) : "";
  };
  return {
    street_address: [find("street_number"), find("route")].filter(Boolean).join(" "),
    city: find("locality") || find("sublocality_level_1") || find("administrative_area_level_3"),
    province: find("administrative_area_level_1", true),
    postal_code: find("postal_code"),
  };
}

