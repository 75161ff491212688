import { Button, Input } from "antd";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { whitelistSchema, type WhitelistInput } from "@shared/validation/whitelist.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorMessage } from "@renderer/lib/errors.ts";
import { addDomain } from "@renderer/data/whitelist/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";

/** Add a whitelisted domain (spec §2, §5); the form resets after a successful submit. */
export function WhitelistForm() {
  const toast = useToast();
  const add = useDataMutation(addDomain);
  const form = useForm<WhitelistInput>({ resolver: zodResolver(whitelistSchema), defaultValues: { domain_name: "", description: "" } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    add.mutateAsync(values).then(
      () => {
        void toast.success("Domain added successfully!");
        form.reset();
      },
      (error: unknown) => void toast.error(`Failed to add domain: ${errorMessage(error)}`),
    ),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Add domain" className="whitelist-form">
      <div style={{ marginBottom: 12 }}>
        <label htmlFor="whitelist-domain">Domain Name</label>
        <Controller
          control={form.control}
          name="domain_name"
          render={({ field }) => (
            <Input {...field} id="whitelist-domain" placeholder="realtor.ca" status={errors.domain_name ? "error" : undefined} aria-invalid={Boolean(errors.domain_name)} aria-describedby={errors.domain_name ? "whitelist-domain-error" : undefined} />
          )}
        />
        {errors.domain_name ? (
          <div id="whitelist-domain-error" role="alert" className="field-error" style={{ color: "#b42318" }}>
            {errors.domain_name.message}
          </div>
        ) : null}
      </div>
      <div style={{ marginBottom: 12 }}>
        <label htmlFor="whitelist-description">Description (optional)</label>
        <Controller control={form.control} name="description" render={({ field }) => <Input {...field} value={field.value ?? ""} id="whitelist-description" placeholder="Canada's national listing site" />} />
      </div>
      <Button type="primary" htmlType="submit" loading={add.isPending}>
        Add Domain
      </Button>
    </form>
  );
}
