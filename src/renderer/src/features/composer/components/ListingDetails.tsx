import { useMemo } from "react";
import { Controller, type Control, type FieldErrors } from "react-hook-form";
import { Input, Select } from "antd";
import type { PostFormInput, PostFormValues } from "@shared/validation/post.ts";
import { PROPERTY_KINDS } from "@shared/link-intelligence/types.ts";
import { FieldItem, invalidProps } from "@renderer/components/form/FieldItem.tsx";
import { namedListbox } from "@renderer/components/form/NamedListbox.tsx";
import { originOf, type DetailField, type FoundDetails } from "../listing-details.ts";
import { CurrencyInput } from "./CurrencyInput.tsx";
import { FactMark } from "./FactMark.tsx";
import { useT } from "@renderer/lib/i18n.tsx";
import type { MessageKey } from "@shared/i18n/messages/en.ts";

type TextField = Exclude<DetailField, "manual_price" | "property_kind" | "street_address" | "city" | "province" | "postal_code">;

// A placeholder in words (or with a decimal) goes through the catalogues; a bare example number or code is shown as is.
const TEXT_FIELDS: { name: TextField; label: MessageKey; inputMode?: "numeric" | "decimal"; placeholder?: MessageKey; example?: string }[] = [
  { name: "bedrooms", label: "composer.details.bedrooms", placeholder: "composer.details.bedroomsPlaceholder" },
  { name: "bathrooms", label: "composer.details.bathrooms", inputMode: "decimal", placeholder: "composer.details.bathroomsPlaceholder" },
  { name: "square_footage", label: "composer.details.squareFootage", inputMode: "numeric", example: "1450" },
  { name: "lot_size", label: "composer.details.lotSize", placeholder: "composer.details.lotSizePlaceholder" },
  { name: "year_built", label: "composer.details.yearBuilt", inputMode: "numeric", example: "1987" },
  { name: "mls_number", label: "composer.details.mls", example: "W1234567" },
];

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
  const t = useT();
  const kindOptions = useMemo(() => PROPERTY_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) })), [t]);
  const kindPopup = useMemo(() => namedListbox(t("composer.details.propertyTypes")), [t]);
  const mark = (field: DetailField) => <FactMark id={`composer-${field}-origin`} origin={originOf(field, values[field] as string | undefined, found)} />;
  return (
    <fieldset className="composer__details" aria-labelledby="composer-details-legend">
      <legend id="composer-details-legend">{t("composer.details")}</legend>
      <FieldItem label={t("composer.details.title")} htmlFor="composer-post-title" error={errors.title?.message} extra={titleMissing && !values.title ? t("composer.details.titleMissing") : mark("title")}>
        <Controller name="title" control={control} render={({ field }) => <Input id="composer-post-title" maxLength={300} {...invalidProps("composer-post-title", errors.title?.message)} {...field} value={field.value ?? ""} />} />
      </FieldItem>
      <div className="composer__grid">
        <FieldItem label={t("composer.details.price")} htmlFor="composer-price" error={errors.manual_price?.message} extra={mark("manual_price")}>
          <Controller
            name="manual_price"
            control={control}
            render={({ field }) => <CurrencyInput id="composer-price" value={field.value} onChange={field.onChange} onBlur={field.onBlur} {...invalidProps("composer-price", errors.manual_price?.message)} />}
          />
        </FieldItem>
        <FieldItem label={t("composer.details.propertyType")} htmlFor="composer-property_kind" extra={mark("property_kind")}>
          <Controller
            name="property_kind"
            control={control}
            render={({ field }) => (
              <Select id="composer-property_kind" allowClear placeholder={t("composer.details.propertyTypePlaceholder")} options={kindOptions} popupRender={kindPopup} value={field.value ?? undefined} onChange={(v) => field.onChange(v ?? null)} onBlur={field.onBlur} />
            )}
          />
        </FieldItem>
        {TEXT_FIELDS.map((f) => (
          <FieldItem key={f.name} label={t(f.label)} htmlFor={`composer-${f.name}`} error={errors[f.name]?.message} extra={mark(f.name)}>
            <Controller
              name={f.name}
              control={control}
              render={({ field }) => (
                <Input id={`composer-${f.name}`} inputMode={f.inputMode} placeholder={f.placeholder ? t(f.placeholder) : f.example} {...invalidProps(`composer-${f.name}`, errors[f.name]?.message)} {...field} value={field.value ?? ""} />
              )}
            />
          </FieldItem>
        ))}
      </div>
    </fieldset>
  );
}
