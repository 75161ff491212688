import { Controller, type Control } from "react-hook-form";
import { Input } from "antd";
import type { PostFormInput, PostFormValues } from "../../../../../shared/validation/post.ts";
import { FieldItem } from "../../../components/form/FieldItem.tsx";
import { AddressAutocomplete } from "./AddressAutocomplete.tsx";
import type { AddressFields } from "../../../data/places/address-components.ts";

const FIELDS: { name: keyof AddressFields; label: string }[] = [
  { name: "street_address", label: "Street" },
  { name: "city", label: "City" },
  { name: "province", label: "Province" },
  { name: "postal_code", label: "Postal code" },
];

/** Address search and the read-only street, city, province and postal fields it fills (spec §2). */
export function AddressFieldset({ control, onPlace }: { control: Control<PostFormInput, unknown, PostFormValues>; onPlace: (fields: AddressFields) => void }) {
  return (
    <fieldset className="composer__address">
      <legend>Address</legend>
      <FieldItem label="Search address" htmlFor="composer-address-search">
        <AddressAutocomplete onPlace={onPlace} />
      </FieldItem>
      <div className="composer__grid">
        {FIELDS.map((f) => (
          <FieldItem key={f.name} label={f.label} htmlFor={`composer-${f.name}`}>
            <Controller name={f.name} control={control} render={({ field }) => <Input id={`composer-${f.name}`} readOnly value={field.value ?? ""} />} />
          </FieldItem>
        ))}
      </div>
    </fieldset>
  );
}
