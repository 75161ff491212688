import { useEffect, useMemo, useRef, useState } from "react";
import { AutoComplete } from "antd";
import { namedListbox } from "@renderer/components/form/NamedListbox.tsx";
import { useDebouncedValue } from "@renderer/lib/use-debounced-value.ts";
import { ADDRESS_MIN_CHARS, fetchPlaceAddress, usePredictions, type AddressFields } from "@renderer/data/places/places.ts";
import { isCompleteAddress, parseCanadianAddress } from "@shared/address/canadian-address.ts";
import { useT } from "@renderer/lib/i18n.tsx";

export const ADDRESS_DEBOUNCE_MS = 400;

/**
 * Address search (spec §5, §7): 400 ms debounce, 3+ characters; picking a place fills the address fields, and so
 * does a whole Canadian address typed in (issue 18: "100 King St W, Toronto, ON M5V 2T6", French forms too).
 * The composer mounts a new one for each new form, so the text goes with the form it was typed into, and a place
 * still being looked up when the form was cleared fills nothing.
 */
export function AddressAutocomplete({ onPlace }: { onPlace: (fields: AddressFields) => void }) {
  const t = useT();
  const popup = useMemo(() => namedListbox(t("composer.address.suggestions")), [t]);
  const [text, setText] = useState("");
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const query = useDebouncedValue(text.trim(), ADDRESS_DEBOUNCE_MS);
  const predictions = usePredictions(query);
  const searching = query.length >= ADDRESS_MIN_CHARS;
  // A whole address, once typing settles: fill the fields without waiting for a pick (once per text).
  const filledFrom = useRef("");
  useEffect(() => {
    if (query === filledFrom.current) return;
    const parsed = parseCanadianAddress(query);
    if (!isCompleteAddress(parsed)) return;
    filledFrom.current = query;
    onPlace({ street_address: parsed.street, city: parsed.city, province: parsed.province, postal_code: parsed.postalCode });
  }, [query, onPlace]);
  const options = (searching ? (predictions.data ?? []) : []).map((p) => ({ value: p.place_id, label: p.description }));

  async function select(placeId: string) {
    const label = options.find((o) => o.value === placeId)?.label ?? "";
    setText(label);
    filledFrom.current = label;
    const fields = await fetchPlaceAddress(placeId);
    if (fields && live.current) onPlace(fields);
  }

  return (
    <AutoComplete
      id="composer-address-search"
      value={text}
      options={options}
      onSearch={setText}
      onChange={(v: string) => setText(options.find((o) => o.value === v)?.label ?? v)}
      onSelect={(v: string) => void select(v)}
      placeholder={t("composer.address.placeholder")}
      notFoundContent={searching && predictions.isFetched && !predictions.isFetching ? t("composer.address.noResults") : null}
      style={{ width: "100%" }}
      aria-label={t("composer.address.search")}
      popupRender={popup}
      // The first suggestion is active (Enter picks it): with none active antd points aria-activedescendant at "_list_-1".
      defaultActiveFirstOption
    />
  );
}
