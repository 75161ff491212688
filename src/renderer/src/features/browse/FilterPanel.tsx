import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { PROVINCE_CODES } from "@shared/address/provinces.ts";
import { PROPERTY_KINDS } from "@shared/link-intelligence/types.ts";
import { PROPERTY_KIND_LABELS } from "@shared/format/property-kind.ts";
import { Constants } from "@shared/database.types.ts";
import { categoryLabel } from "@shared/format/titles.ts";
import { BROWSE_MIN_BATHS, BROWSE_MIN_BEDS, type BrowseFilters } from "@shared/validation/browse.ts";
import { browseFiltersOf, browseFormSchema, browseFormValues, type BrowseForm } from "@shared/validation/browse-form.ts";

const PROVINCE_NAMES: Record<(typeof PROVINCE_CODES)[number], string> = {
  AB: "Alberta", BC: "British Columbia", MB: "Manitoba", NB: "New Brunswick", NL: "Newfoundland and Labrador", NS: "Nova Scotia",
  NT: "Northwest Territories", NU: "Nunavut", ON: "Ontario", PE: "Prince Edward Island", QC: "Quebec", SK: "Saskatchewan", YT: "Yukon",
};

/** The filter form of the browse pages (loaded when first opened): price range, beds, baths, type, place. */
export default function FilterPanel({ filters, withCategory, onApply, onCancel }: { filters: BrowseFilters; withCategory: boolean; onApply: (next: BrowseFilters) => void; onCancel: () => void }) {
  const form = useForm<BrowseForm>({ resolver: zodResolver(browseFormSchema), defaultValues: browseFormValues(filters) });
  const id = useId();
  const { errors } = form.formState;
  const field = (name: keyof BrowseForm) => ({ id: `${id}-${name}`, "aria-invalid": errors[name] ? true : undefined, "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined });
  const error = (name: keyof BrowseForm) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="field-error" role="alert">
        {errors[name]?.message}
      </p>
    ) : null;
  return (
    <form className="browse-panel" aria-label="Filters" noValidate onSubmit={form.handleSubmit((values) => onApply(browseFiltersOf(values)))}>
      <fieldset className="browse-panel__group">
        <legend>Price</legend>
        <div className="browse-panel__row">
          <div className="browse-panel__field">
            <label htmlFor={`${id}-minPrice`}>Min price</label>
            <input {...field("minPrice")} inputMode="numeric" placeholder="No min" {...form.register("minPrice")} />
            {error("minPrice")}
          </div>
          <div className="browse-panel__field">
            <label htmlFor={`${id}-maxPrice`}>Max price</label>
            <input {...field("maxPrice")} inputMode="numeric" placeholder="No max" {...form.register("maxPrice")} />
            {error("maxPrice")}
          </div>
        </div>
      </fieldset>
      <div className="browse-panel__row">
        <div className="browse-panel__field">
          <label htmlFor={`${id}-beds`}>Beds</label>
          <select {...field("beds")} {...form.register("beds")}>
            <option value="">Any</option>
            {BROWSE_MIN_BEDS.map((n) => (
              <option key={n} value={String(n)}>{`${n}+`}</option>
            ))}
          </select>
        </div>
        <div className="browse-panel__field">
          <label htmlFor={`${id}-baths`}>Baths</label>
          <select {...field("baths")} {...form.register("baths")}>
            <option value="">Any</option>
            {BROWSE_MIN_BATHS.map((n) => (
              <option key={n} value={String(n)}>{`${n}+`}</option>
            ))}
          </select>
        </div>
      </div>
      <div className="browse-panel__row">
        <div className="browse-panel__field">
          <label htmlFor={`${id}-type`}>Property type</label>
          <select {...field("type")} {...form.register("type")}>
            <option value="">Any</option>
            {PROPERTY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {PROPERTY_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        {withCategory ? (
          <div className="browse-panel__field">
            <label htmlFor={`${id}-category`}>Category</label>
            <select {...field("category")} {...form.register("category")}>
              <option value="">Any</option>
              {Constants.public.Enums.post_category.map((category) => (
                <option key={category} value={category}>
                  {categoryLabel(category)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <div className="browse-panel__row">
        <div className="browse-panel__field">
          <label htmlFor={`${id}-province`}>Province</label>
          <select {...field("province")} {...form.register("province")}>
            <option value="">Any</option>
            {PROVINCE_CODES.map((code) => (
              <option key={code} value={code}>
                {PROVINCE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
        <div className="browse-panel__field">
          <label htmlFor={`${id}-city`}>City</label>
          <input {...field("city")} autoComplete="address-level2" {...form.register("city")} />
          {error("city")}
        </div>
      </div>
      <div className="browse-panel__actions">
        <button type="submit" className="btn btn--primary">
          Apply filters
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
