import { useRef } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Form, Input, Modal, type InputRef } from "antd";
import { SAVED_SEARCH_NAME_MAX, savedSearchNameSchema, type SavedSearchNameInput } from "@shared/validation/saved-search.ts";
import { FieldItem, invalidProps } from "@renderer/components/form/FieldItem.tsx";
import { useT } from "@renderer/lib/i18n.tsx";
import { useTranslatedResolver } from "@renderer/lib/form-resolver.ts";

const resolver = zodResolver(savedSearchNameSchema);

/** Asks for a saved search's name: saving the current search, or renaming one on the dashboard. */
export function SearchNameDialog({
  title,
  okText,
  initialName,
  pending,
  onSubmit,
  onClose,
}: {
  title: string;
  okText: string;
  initialName: string;
  pending: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  const { control, handleSubmit, formState } = useForm<SavedSearchNameInput>({ resolver: useTranslatedResolver(resolver), defaultValues: { name: initialName } });
  const fieldRef = useRef<InputRef>(null);
  const error = formState.errors.name?.message;
  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ loading: pending, htmlType: "submit", form: "saved-search-name-form" }}
      onCancel={onClose}
      afterOpenChange={(open) => {
        if (open) fieldRef.current?.focus();
      }}
      destroyOnHidden
    >
      <Form
        id="saved-search-name-form"
        layout="vertical"
        component="form"
        onSubmitCapture={(e) => {
          e.preventDefault();
          void handleSubmit((form) => onSubmit(form.name))();
        }}
      >
        <FieldItem label={t("member.searches.name")} htmlFor="saved-search-name" error={error}>
          <Controller
            name="name"
            control={control}
            render={({ field }) => (
              <Input
                ref={fieldRef}
                id="saved-search-name"
                maxLength={SAVED_SEARCH_NAME_MAX}
                {...invalidProps("saved-search-name", error)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
              />
            )}
          />
        </FieldItem>
      </Form>
    </Modal>
  );
}
