import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { PROVINCE_CODES } from "@shared/address/provinces.ts";
import { PROPERTY_KINDS } from "@shared/link-intelligence/types.ts";
import { Constants } from "@shared/database.types.ts";
import { provinceName } from "@shared/format/locale-format.ts";
import { BROWSE_MIN_BATHS, BROWSE_MIN_BEDS, type BrowseFilters } from "@shared/validation/browse.ts";
import { browseFiltersOf, browseFormSchema, browseFormValues, type BrowseForm } from "@shared/validation/browse-form.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { useTranslatedResolver } from "@renderer/lib/form-resolver.ts";

const resolver = zodResolver(browseFormSchema);

/** The filter form of the browse pages (loaded when first opened): price range, beds, baths, type, place. */
export default function FilterPanel({ filters, withCategory, onApply, onCancel }: { filters: BrowseFilters; withCategory: boolean; onApply: (next: BrowseFilters) => void; onCancel: () => void }) {
  const t = useT();
  const form = useForm<BrowseForm>({ resolver: useTranslatedResolver(resolver), defaultValues: browseFormValues(filters) });
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
    <form className="browse-panel" aria-label={t("browse.filters")} noValidate onSubmit={form.handleSubmit((values) => onApply(browseFiltersOf(values)))}>
      <fieldset className="browse-panel__group">
        <legend>{t("browse.form.price")}</legend>
        <div className="browse-panel__row">
          <div className="browse-panel__field">
            <label htmlFor={`${id}-minPrice`}>{t("browse.form.minPrice")}</label>
            <input {...field("minPrice")} inputMode="numeric" placeholder={t("browse.form.noMin")} {...form.register("minPrice")} />
            {error("minPrice")}
          </div>
          <div className="browse-panel__field">
            <label htmlFor={`${id}-maxPrice`}>{t("browse.form.maxPrice")}</label>
            <input {...field("maxPrice")} inputMode="numeric" placeholder={t("browse.form.noMax")} {...form.register("maxPrice")} />
            {error("maxPrice")}
          </div>
        </div>
      </fieldset>
      <div className="browse-panel__row">
        <div className="browse-panel__field">
          <label htmlFor={`${id}-beds`}>{t("browse.form.beds")}</label>
          <select {...field("beds")} {...form.register("beds")}>
            <option value="">{t("browse.form.any")}</option>
            {BROWSE_MIN_BEDS.map((n) => (
              <option key={n} value={String(n)}>{t("browse.form.atLeast", { n })}</option>
            ))}
          </select>
        </div>
        <div className="browse-panel__field">
          <label htmlFor={`${id}-baths`}>{t("browse.form.baths")}</label>
          <select {...field("baths")} {...form.register("baths")}>
            <option value="">{t("browse.form.any")}</option>
            {BROWSE_MIN_BATHS.map((n) => (
              <option key={n} value={String(n)}>{t("browse.form.atLeast", { n })}</option>
            ))}
          </select>
        </div>
      </div>
      <div className="browse-panel__row">
        <div className="browse-panel__field">
          <label htmlFor={`${id}-type`}>{t("browse.form.type")}</label>
          <select {...field("type")} {...form.register("type")}>
            <option value="">{t("browse.form.any")}</option>
            {PROPERTY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kind.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        {withCategory ? (
          <div className="browse-panel__field">
            <label htmlFor={`${id}-category`}>{t("browse.form.category")}</label>
            <select {...field("category")} {...form.register("category")}>
              <option value="">{t("browse.form.any")}</option>
              {Constants.public.Enums.post_category.map((category) => (
                <option key={category} value={category}>
                  {t(`category.${category}.label`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <div className="browse-panel__row">
        <div className="browse-panel__field">
          <label htmlFor={`${id}-province`}>{t("browse.form.province")}</label>
          <select {...field("province")} {...form.register("province")}>
            <option value="">{t("browse.form.any")}</option>
            {PROVINCE_CODES.map((code) => (
              <option key={code} value={code}>
                {provinceName(code)}
              </option>
            ))}
          </select>
        </div>
        <div className="browse-panel__field">
          <label htmlFor={`${id}-city`}>{t("browse.form.city")}</label>
          <input {...field("city")} autoComplete="address-level2" {...form.register("city")} />
          {error("city")}
        </div>
      </div>
      <div className="browse-panel__actions">
        <button type="submit" className="btn btn--primary">
          {t("browse.form.apply")}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t("browse.form.cancel")}
        </button>
      </div>
    </form>
  );
}
