import { useEffect } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Form, Input, InputNumber, Radio } from "antd";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Seo } from "../../components/Seo.tsx";
import AntdProvider from "../../components/AntdProvider.tsx";
import { FieldItem, invalidProps } from "../../components/form/FieldItem.tsx";
import { errorText } from "@renderer/lib/error-text.ts";
import { useToast } from "../../lib/toast.ts";
import { useT } from "../../lib/i18n.tsx";
import { useTranslatedResolver } from "../../lib/form-resolver.ts";
import { settingsApi, settingsQuery } from "../../data/desktop/queries.ts";
import {
  desktopSettingsSchema, formToSettingsPatch, settingsToForm, type DesktopSettingsInput, type DesktopSettingsValues,
} from "@shared/validation/desktop-settings.ts";
import "./desktop-tools.css";

const resolver = zodResolver(desktopSettingsSchema);

/** /tools/settings (desktop): which backend the app uses and how link checks run. */
export default function SettingsPage() {
  const toast = useToast();
  const t = useT();
  const queryClient = useQueryClient();
  const stored = useQuery(settingsQuery());
  const save = useMutation({
    mutationFn: (values: DesktopSettingsValues) => settingsApi().update(formToSettingsPatch(values)),
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsQuery().queryKey, settings);
      toast.success(t("desktop.settings.saved"));
    },
    onError: (error) => toast.error(t("desktop.settings.saveFailed", { error: errorText(t, error) })),
  });
  const form = useForm<DesktopSettingsInput, unknown, DesktopSettingsValues>({ resolver: useTranslatedResolver(resolver) });
  const { errors } = form.formState;
  const kind = form.watch("backendKind");

  useEffect(() => {
    if (stored.data) form.reset(settingsToForm(stored.data));
  }, [stored.data, form]);

  const onSubmit = form.handleSubmit((values) => save.mutate(values));

  return (
    <AntdProvider>
      <div className="desktop-tools">
        <Seo title={t("desktop.settings.pageTitle")} noindex />
        <header className="page-header">
          <h1>{t("desktop.settings.title")}</h1>
          <p>{t("desktop.settings.lead")}</p>
        </header>
        {stored.isError ? <p role="alert">{errorText(t, stored.error)}</p> : null}
        {stored.data ? (
          <Form layout="vertical" component={false}>
            <form className="desktop-tools__form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t("desktop.settings.formLabel")}>
              <fieldset className="desktop-tools__panel">
                <legend>{t("desktop.settings.backend")}</legend>
                <Controller
                  control={form.control}
                  name="backendKind"
                  render={({ field }) => (
                    <Radio.Group
                      aria-label={t("desktop.settings.backend")}
                      value={field.value}
                      onChange={(e) => field.onChange(e.target.value)}
                      options={[
                        { label: t("desktop.settings.local"), value: "local" },
                        { label: t("desktop.settings.hosted"), value: "hosted" },
                      ]}
                    />
                  )}
                />
                <FieldItem label={t("desktop.settings.url")} htmlFor="settings-url" error={errors.url?.message}>
                  <Controller control={form.control} name="url" render={({ field }) => <Input {...field} id="settings-url" type="url" {...invalidProps("settings-url", errors.url?.message)} />} />
                </FieldItem>
                {kind === "hosted" ? (
                  <FieldItem label={t("desktop.settings.anonKey")} htmlFor="settings-anon-key" error={errors.anonKey?.message}>
                    <Controller control={form.control} name="anonKey" render={({ field }) => <Input.Password {...field} id="settings-anon-key" autoComplete="off" {...invalidProps("settings-anon-key", errors.anonKey?.message)} />} />
                  </FieldItem>
                ) : null}
              </fieldset>
              <fieldset className="desktop-tools__panel">
                <legend>{t("desktop.settings.linkChecks")}</legend>
                <NumberField form={form} name="concurrency" id="settings-concurrency" label={t("desktop.settings.concurrency")} min={1} max={32} error={errors.concurrency?.message} />
                <NumberField form={form} name="perHost" id="settings-per-host" label={t("desktop.settings.perHost")} min={1} max={8} error={errors.perHost?.message} />
                <NumberField form={form} name="timeoutSeconds" id="settings-timeout" label={t("desktop.settings.timeout")} min={1} max={60} error={errors.timeoutSeconds?.message} />
              </fieldset>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t("desktop.settings.save")}
              </Button>
            </form>
          </Form>
        ) : null}
      </div>
    </AntdProvider>
  );
}

type NumberName = "concurrency" | "perHost" | "timeoutSeconds";

function NumberField({ form, name, id, label, min, max, error }: { form: ReturnType<typeof useForm<DesktopSettingsInput, unknown, DesktopSettingsValues>>; name: NumberName; id: string; label: string; min: number; max: number; error: string | undefined }) {
  return (
    <FieldItem label={label} htmlFor={id} error={error}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => <InputNumber id={id} aria-valuemin={min} aria-valuemax={max} value={field.value} onChange={(value) => field.onChange(value)} onBlur={field.onBlur} {...invalidProps(id, error)} />}
      />
    </FieldItem>
  );
}
