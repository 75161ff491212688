import { useMemo } from "react";
import { Button, Card, Col, Input, Row, Select } from "antd";
import { Controller, useForm, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { BUSINESS_CATEGORIES, profileSchema, type ProfileInput } from "@shared/validation/profile.ts";
import type { MessageKey } from "@shared/i18n/messages/en.ts";
import { PROFILE_TEXT_LIMITS } from "@shared/validation/text-limits.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { useTranslatedResolver } from "@renderer/lib/form-resolver.ts";
import { saveProfile } from "@renderer/data/profiles/mutations.ts";
import type { ProfileRow } from "@renderer/data/profiles/queries.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { FormField } from "./FormField.tsx";
import { namedListbox } from "@renderer/components/form/NamedListbox.tsx";

const resolver = zodResolver(profileSchema);

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
  const t = useT();
  const save = useDataMutation(saveProfile);
  const form = useForm<ProfileInput>({ resolver: useTranslatedResolver(resolver), defaultValues: defaults(profile) });
  const categoryPopup = useMemo(() => namedListbox(t("member.profile.businessCategories")), [t]);
  const { errors, isDirty } = form.formState;

  const text = (name: TextField, label: MessageKey, props: { type?: string; placeholder?: string; autoComplete?: string } = {}) => (
    <FormField label={t(label)} error={errors[name]?.message}>
      {(field) => <Controller control={form.control} name={name} render={({ field: f }) => <Input {...f} {...field} {...props} value={f.value ?? ""} status={errors[name] ? "error" : undefined} />} />}
    </FormField>
  );

  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      () => {
        void toast.success(t("member.profile.saved"));
        form.reset(values);
      },
      (error: unknown) => void toast.error(errorText(t, error, "member.profile.saveFailed")),
    ),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t("member.profile.label")}>
      <Card title={t("member.profile.personal")} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>{text("first_name", "member.profile.firstName", { autoComplete: "given-name" })}</Col>
          <Col xs={24} md={12}>{text("last_name", "member.profile.lastName", { autoComplete: "family-name" })}</Col>
          <Col xs={24} md={12}>{text("phone_number", "member.profile.phone", { type: "tel", autoComplete: "tel" })}</Col>
        </Row>
      </Card>
      <Card title={t("member.profile.business")} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <FormField label={t("member.profile.businessCategory")} error={errors.business_category?.message}>
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
                      placeholder={t("member.profile.businessCategoryPlaceholder")}
                      popupRender={categoryPopup}
                      allowClear
                      style={{ width: "100%" }}
                      options={BUSINESS_CATEGORIES.map((value) => ({ value, label: t(`member.businessCategory.${value}`) }))}
                    />
                  )}
                />
              )}
            </FormField>
          </Col>
          <Col xs={24} md={12}>{text("business_name", "member.profile.businessName", { autoComplete: "organization" })}</Col>
          <Col xs={24} md={12}>{text("license_number", "member.profile.license")}</Col>
          <Col xs={24} md={12}>{text("business_email", "member.profile.businessEmail", { type: "email", autoComplete: "email" })}</Col>
          <Col xs={24} md={12}>{text("business_phone", "member.profile.businessPhone", { type: "tel" })}</Col>
          <Col xs={24} md={12}>{text("website", "member.profile.website", { type: "url", placeholder: "https://example.com" })}</Col>
          <Col xs={24}>
            <FormField label={t("member.profile.bio")} error={errors.bio?.message}>
              {(field) => <Controller control={form.control} name="bio" render={({ field: f }) => <Input.TextArea {...f} {...field} value={f.value ?? ""} rows={4} count={{ show: true, max: PROFILE_TEXT_LIMITS.bio }} />} />}
            </FormField>
          </Col>
        </Row>
      </Card>
      <Card title={t("member.profile.address")} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24}>{text("street_address", "member.profile.street", { autoComplete: "street-address" })}</Col>
          <Col xs={24} md={8}>{text("city", "member.profile.city", { autoComplete: "address-level2" })}</Col>
          <Col xs={24} md={8}>{text("province", "member.profile.province", { autoComplete: "address-level1" })}</Col>
          <Col xs={24} md={8}>{text("postal_code", "member.profile.postalCode", { autoComplete: "postal-code" })}</Col>
        </Row>
      </Card>
      <Button type="primary" htmlType="submit" disabled={save.isPending || !isDirty} size="large">
        {save.isPending ? t("member.profile.saving") : t("member.profile.save")}
      </Button>
    </form>
  );
}
