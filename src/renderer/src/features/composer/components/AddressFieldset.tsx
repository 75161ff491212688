import { Controller, type Control, type FieldErrors } from "react-hook-form";
import { Input } from "antd";
import type { PostFormInput, PostFormValues } from "@shared/validation/post.ts";
import { FieldItem, invalidProps } from "@renderer/components/form/FieldItem.tsx";
import { AddressAutocomplete } from "./AddressAutocomplete.tsx";
import type { AddressFields } from "@renderer/data/places/address-components.ts";
import { originOf, type FoundDetails } from "../listing-details.ts";
import { FactMark } from "./FactMark.tsx";
import { useT } from "@renderer/lib/i18n.tsx";
import type { MessageKey } from "@shared/i18n/messages/en.ts";

const FIELDS: { name: keyof AddressFields; label: MessageKey; autoComplete: string }[] = [
  { name: "street_address", label: "composer.address.street", autoComplete: "street-address" },
  { name: "city", label: "composer.address.city", autoComplete: "address-level2" },
  { name: "province", label: "composer.address.province", autoComplete: "address-level1" },
  { name: "postal_code", label: "composer.address.postalCode", autoComplete: "postal-code" },
];

type Props = {
  control: Control<PostFormInput, unknown, PostFormValues>;
  errors: FieldErrors<PostFormInput>;
  values: PostFormInput;
  found: FoundDetails;
  onPlace: (fields: AddressFields) => void;
};

/**
 * Address search and the street, city, province and postal fields (spec §2, issue 18): a pick from the suggestions
 * or a whole address typed into the search fills them; each can be corrected.
 */
export function AddressFieldset({ control, errors, values, found, onPlace }: Props) {
  const t = useT();
  return (
    <fieldset className="composer__address">
      <legend>{t("composer.address")}</legend>
      <FieldItem label={t("composer.address.search")} htmlFor="composer-address-search" extra={t("composer.address.help")}>
        <AddressAutocomplete onPlace={onPlace} />
      </FieldItem>
      <div className="composer__grid">
        {FIELDS.map((f) => (
          <FieldItem key={f.name} label={t(f.label)} htmlFor={`composer-${f.name}`} error={errors[f.name]?.message} extra={<FactMark id={`composer-${f.name}-origin`} origin={originOf(f.name, values[f.name], found)} />}>
            <Controller
              name={f.name}
              control={control}
              render={({ field }) => <Input id={`composer-${f.name}`} autoComplete={f.autoComplete} {...invalidProps(`composer-${f.name}`, errors[f.name]?.message)} {...field} value={field.value ?? ""} />}
            />
          </FieldItem>
        ))}
      </div>
    </fieldset>
  );
}
