import { Controller, type Control, type FieldErrors } from "react-hook-form";
import { Input, Select } from "antd";
import type { PostFormInput, PostFormValues } from "@shared/validation/post.ts";
import { PROPERTY_KINDS } from "@shared/link-intelligence/types.ts";
import { FieldItem, invalidProps } from "@renderer/components/form/FieldItem.tsx";
import { namedListbox } from "@renderer/components/form/NamedListbox.tsx";
import { PROPERTY_KIND_LABELS } from "@shared/format/property-kind.ts";
import { originOf, type DetailField, type FoundDetails } from "../listing-details.ts";
import { CurrencyInput } from "./CurrencyInput.tsx";
import { FactMark } from "./FactMark.tsx";

type TextField = Exclude<DetailField, "manual_price" | "property_kind" | "street_address" | "city" | "province" | "postal_code">;

const TEXT_FIELDS: { name: TextField; label: string; inputMode?: "numeric" | "decimal"; placeholder?: string }[] = [
  { name: "bedrooms", label: "Bedrooms", placeholder: "3 or 3 + 1" },
  { name: "bathrooms", label: "Bathrooms", inputMode: "decimal", placeholder: "2.5" },
  { name: "square_footage", label: "Square footage", inputMode: "numeric", placeholder: "1450" },
  { name: "lot_size", label: "Lot size", placeholder: "40 x 100 ft" },
  { name: "year_built", label: "Year built", inputMode: "numeric", placeholder: "1987" },
  { name: "mls_number", label: "MLS® number", placeholder: "W1234567" },
];
const KIND_OPTIONS = PROPERTY_KINDS.map((k) => ({ value: k, label: PROPERTY_KIND_LABELS[k] }));
const KIND_POPUP = namedListbox("Property types");

type Props = {
  control: Control<PostFormInput, unknown, PostFormValues>;
  errors: FieldErrors<PostFormInput>;
  values: PostFormInput;
  found: FoundDetails;
  /** True when the preview found no title: the member must give one. */
  titleMissing: boolean;
};

/** The facts of the listing, prefilled from the page and marked; the member corrects or fills any (issue 18). */
export function ListingDetails({ control, errors, values, found, titleMissing }: Props) {
  const mark = (field: DetailField) => <FactMark id={`composer-${field}-origin`} origin={originOf(field, values[field] as string | undefined, found)} />;
  return (
    <fieldset className="composer__details" aria-labelledby="composer-details-legend">
      <legend id="composer-details-legend">Listing details</legend>
      <FieldItem label="Title" htmlFor="composer-post-title" error={errors.title?.message} extra={titleMissing && !values.title ? "No title was found on the page: please give one." : mark("title")}>
        <Controller name="title" control={control} render={({ field }) => <Input id="composer-post-title" maxLength={300} {...invalidProps("composer-post-title", errors.title?.message)} {...field} value={field.value ?? ""} />} />
      </FieldItem>
      <div className="composer__grid">
        <FieldItem label="Price" htmlFor="composer-price" error={errors.manual_price?.message} extra={mark("manual_price")}>
          <Controller
            name="manual_price"
            control={control}
            render={({ field }) => <CurrencyInput id="composer-price" value={field.value} onChange={field.onChange} onBlur={field.onBlur} {...invalidProps("composer-price", errors.manual_price?.message)} />}
          />
        </FieldItem>
        <FieldItem label="Property type" htmlFor="composer-property_kind" extra={mark("property_kind")}>
          <Controller
            name="property_kind"
            control={control}
            render={({ field }) => (
              <Select id="composer-property_kind" allowClear placeholder="Select a property type" options={KIND_OPTIONS} popupRender={KIND_POPUP} value={field.value ?? undefined} onChange={(v) => field.onChange(v ?? null)} onBlur={field.onBlur} />
            )}
          />
        </FieldItem>
        {TEXT_FIELDS.map((f) => (
          <FieldItem key={f.name} label={f.label} htmlFor={`composer-${f.name}`} error={errors[f.name]?.message} extra={mark(f.name)}>
            <Controller
              name={f.name}
              control={control}
              render={({ field }) => (
                <Input id={`composer-${f.name}`} inputMode={f.inputMode} placeholder={f.placeholder} {...invalidProps(`composer-${f.name}`, errors[f.name]?.message)} {...field} value={field.value ?? ""} />
              )}
            />
          </FieldItem>
        ))}
      </div>
    </fieldset>
  );
}
