import { Button, Card, Col, Input, Row, Select } from "antd";
import { Controller, useForm, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { BUSINESS_CATEGORIES, BUSINESS_CATEGORY_LABELS, profileSchema, type ProfileInput } from "@shared/validation/profile.ts";
import { PROFILE_TEXT_LIMITS } from "@shared/validation/text-limits.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorMessage } from "@renderer/lib/errors.ts";
import { saveProfile } from "@renderer/data/profiles/mutations.ts";
import type { ProfileRow } from "@renderer/data/profiles/queries.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { FormField } from "./FormField.tsx";
import { namedListbox } from "@renderer/components/form/NamedListbox.tsx";

const BUSINESS_CATEGORY_POPUP = namedListbox("Business categories");

type TextField = Exclude<FieldPath<ProfileInput>, "business_category">;

function defaults(profile: ProfileRow | null): ProfileInput {
  const text = (value: string | null | undefined) => value ?? "";
  return {
    first_name: text(profile?.first_name),
    last_name: text(profile?.last_name),
    phone_number: text(profile?.phone_number),
    business_category: profile?.business_category ?? undefined,
    business_name: text(profile?.business_name),
    license_number: text(profile?.license_number),
    business_email: text(profile?.business_email),
    business_phone: text(profile?.business_phone),
    website: text(profile?.website),
    bio: text(profile?.bio),
    street_address: text(profile?.street_address),
    city: text(profile?.city),
    province: text(profile?.province),
    postal_code: text(profile?.postal_code),
  };
}

/** Personal Details, Business Details and Business Address with 'Save All Changes' (spec §2, §5, §8). */
export function ProfileForm({ profile }: { profile: ProfileRow | null }) {
  const toast = useToast();
  const save = useDataMutation(saveProfile);
  const form = useForm<ProfileInput>({ resolver: zodResolver(profileSchema), defaultValues: defaults(profile) });
  const { errors, isDirty } = form.formState;

  const text = (name: TextField, label: string, props: { type?: string; placeholder?: string; autoComplete?: string } = {}) => (
    <FormField label={label} error={errors[name]?.message}>
      {(field) => <Controller control={form.control} name={name} render={({ field: f }) => <Input {...f} {...field} {...props} value={f.value ?? ""} status={errors[name] ? "error" : undefined} />} />}
    </FormField>
  );

  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      () => {
        void toast.success("Profile updated successfully.");
        form.reset(values);
      },
      (error: unknown) => void toast.error(errorMessage(error, "Failed to update profile.")),
    ),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Profile settings">
      <Card title="Personal Details" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>{text("first_name", "First Name", { autoComplete: "given-name" })}</Col>
          <Col xs={24} md={12}>{text("last_name", "Last Name", { autoComplete: "family-name" })}</Col>
          <Col xs={24} md={12}>{text("phone_number", "Phone Number", { type: "tel", autoComplete: "tel" })}</Col>
        </Row>
      </Card>
      <Card title="Business Details" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <FormField label="Business Category" error={errors.business_category?.message}>
              {(field) => (
                <Controller
                  control={form.control}
                  name="business_category"
                  render={({ field: f }) => (
                    <Select
                      id={field.id}
                      aria-describedby={field["aria-describedby"]}
                      value={f.value}
                      onChange={f.onChange}
                      onBlur={f.onBlur}
                      placeholder="Select a category"
                      popupRender={BUSINESS_CATEGORY_POPUP}
                      allowClear
                      style={{ width: "100%" }}
                      options={BUSINESS_CATEGORIES.map((value) => ({ value, label: BUSINESS_CATEGORY_LABELS[value] }))}
                    />
                  )}
                />
              )}
            </FormField>
          </Col>
          <Col xs={24} md={12}>{text("business_name", "Business Name", { autoComplete: "organization" })}</Col>
          <Col xs={24} md={12}>{text("license_number", "License Number")}</Col>
          <Col xs={24} md={12}>{text("business_email", "Business Email", { type: "email", autoComplete: "email" })}</Col>
          <Col xs={24} md={12}>{text("business_phone", "Business Phone", { type: "tel" })}</Col>
          <Col xs={24} md={12}>{text("website", "Website", { type: "url", placeholder: "https://example.com" })}</Col>
          <Col xs={24}>
            <FormField label="Bio" error={errors.bio?.message}>
              {(field) => <Controller control={form.control} name="bio" render={({ field: f }) => <Input.TextArea {...f} {...field} value={f.value ?? ""} rows={4} count={{ show: true, max: PROFILE_TEXT_LIMITS.bio }} />} />}
            </FormField>
          </Col>
        </Row>
      </Card>
      <Card title="Business Address" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24}>{text("street_address", "Street Address", { autoComplete: "street-address" })}</Col>
          <Col xs={24} md={8}>{text("city", "City", { autoComplete: "address-level2" })}</Col>
          <Col xs={24} md={8}>{text("province", "Province/State", { autoComplete: "address-level1" })}</Col>
          <Col xs={24} md={8}>{text("postal_code", "Postal/Zip Code", { autoComplete: "postal-code" })}</Col>
        </Row>
      </Card>
      <Button type="primary" htmlType="submit" disabled={save.isPending || !isDirty} size="large">
        {save.isPending ? "Saving..." : "Save All Changes"}
      </Button>
    </form>
  );
}
