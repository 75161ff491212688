import { Controller, type Control, type FieldErrors } from "react-hook-form";
import { Input } from "antd";
import type { PostFormInput, PostFormValues } from "@shared/validation/post.ts";
import { FieldItem, invalidProps } from "@renderer/components/form/FieldItem.tsx";
import { AddressAutocomplete } from "./AddressAutocomplete.tsx";
import type { AddressFields } from "@renderer/data/places/address-components.ts";
import { originOf, type FoundDetails } from "../listing-details.ts";
import { FactMark } from "./FactMark.tsx";

const FIELDS: { name: keyof AddressFields; label: string; autoComplete: string }[] = [
  { name: "street_address", label: "Street", autoComplete: "street-address" },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "province", label: "Province", autoComplete: "address-level1" },
  { name: "postal_code", label: "Postal code", autoComplete: "postal-code" },
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
  return (
    <fieldset className="composer__address">
      <legend>Address</legend>
      <FieldItem label="Search address" htmlFor="composer-address-search" extra="Pick a suggestion, or type the whole address (street, city, province, postal code).">
        <AddressAutocomplete onPlace={onPlace} />
      </FieldItem>
      <div className="composer__grid">
        {FIELDS.map((f) => (
          <FieldItem key={f.name} label={f.label} htmlFor={`composer-${f.name}`} error={errors[f.name]?.message} extra={<FactMark id={`composer-${f.name}-origin`} origin={originOf(f.name, values[f.name], found)} />}>
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
