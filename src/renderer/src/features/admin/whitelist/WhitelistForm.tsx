import { Button, Input } from "antd";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { whitelistSchema, type WhitelistInput } from "@shared/validation/whitelist.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { useTranslatedResolver } from "@renderer/lib/form-resolver.ts";
import { addDomain } from "@renderer/data/whitelist/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";

const resolver = zodResolver(whitelistSchema);
/** An example domain, the same in both languages. */
const DOMAIN_EXAMPLE = "realtor.ca";

/** Add a whitelisted domain (spec §2, §5); the form resets after a successful submit. */
export function WhitelistForm() {
  const toast = useToast();
  const t = useT();
  const add = useDataMutation(addDomain);
  const form = useForm<WhitelistInput>({ resolver: useTranslatedResolver(resolver), defaultValues: { domain_name: "", description: "" } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    add.mutateAsync(values).then(
      () => {
        void toast.success(t("admin.whitelist.added"));
        form.reset();
      },
      (error: unknown) => void toast.error(t("admin.whitelist.addFailed", { error: errorText(t, error) })),
    ),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t("admin.whitelist.add")} className="whitelist-form">
      <div style={{ marginBottom: 12 }}>
        <label htmlFor="whitelist-domain">{t("admin.whitelist.domainName")}</label>
        <Controller
          control={form.control}
          name="domain_name"
          render={({ field }) => (
            <Input {...field} id="whitelist-domain" placeholder={DOMAIN_EXAMPLE} status={errors.domain_name ? "error" : undefined} aria-invalid={Boolean(errors.domain_name)} aria-describedby={errors.domain_name ? "whitelist-domain-error" : undefined} />
          )}
        />
        {errors.domain_name ? (
          <div id="whitelist-domain-error" role="alert" className="field-error" style={{ color: "#b42318" }}>
            {errors.domain_name.message}
          </div>
        ) : null}
      </div>
      <div style={{ marginBottom: 12 }}>
        <label htmlFor="whitelist-description">{t("admin.whitelist.description")}</label>
        <Controller
          control={form.control}
          name="description"
          render={({ field }) => <Input {...field} value={field.value ?? ""} id="whitelist-description" placeholder={t("admin.whitelist.descriptionPlaceholder")} />}
        />
      </div>
      <Button type="primary" htmlType="submit" loading={add.isPending}>
        {t("admin.whitelist.add")}
      </Button>
    </form>
  );
}
