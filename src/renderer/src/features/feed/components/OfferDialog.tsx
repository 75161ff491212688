import { useRef, type ComponentRef } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Form, Input, InputNumber, Modal } from "antd";
import { OFFER_AMOUNT_STEP, OFFER_MESSAGE_MAX, offerSchema, type OfferInput } from "@shared/validation/offer.ts";
import { FieldItem, invalidProps } from "@renderer/components/form/FieldItem.tsx";
import { makeOffer } from "@renderer/data/offers/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { useSession } from "@renderer/data/session/use-session.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useLocale, useT } from "@renderer/lib/i18n.tsx";
import { useTranslatedResolver } from "@renderer/lib/form-resolver.ts";

type OfferForm = { offer_amount: number | null; message: string };

const resolver = zodResolver(offerSchema) as never;

/** Make-offer dialog (spec §2, §5): a non-binding amount (step 100) and an optional message. */
export default function OfferDialog({ postId, postTitle, onClose }: { postId: string; postTitle: string; onClose: () => void }) {
  const t = useT();
  const { locale } = useLocale();
  const { control, handleSubmit, reset, formState } = useForm<OfferForm, unknown, OfferInput>({
    resolver: useTranslatedResolver<OfferForm, unknown, OfferInput>(resolver),
    defaultValues: { offer_amount: null, message: "" },
  });
  const { userId } = useSession();
  const amountRef = useRef<ComponentRef<typeof InputNumber>>(null);
  const toast = useToast();
  const offer = useDataMutation(makeOffer, {
    onSuccess: () => {
      toast.success(t("offer.sent"));
      reset();
      onClose();
    },
    onError: (error) => {
      const message = errorText(t, error);
      toast.error(userId ? t("offer.failed", { error: message }) : message);
    },
  });
  const submit = handleSubmit((form) => offer.mutate({ postId, form }));
  const amountError = formState.errors.offer_amount?.message;
  const messageError = formState.errors.message?.message;
  return (
    <Modal
      open
      title={t("actions.offer")}
      okText={t("offer.submit")}
      okButtonProps={{ loading: offer.isPending, htmlType: "submit", form: "offer-form" }}
      onCancel={onClose}
      afterOpenChange={(open) => {
        if (open) amountRef.current?.focus();
      }}
      destroyOnHidden
    >
      <p className="dialog-subtitle">{t("offer.subtitle", { title: postTitle })}</p>
      <Form id="offer-form" layout="vertical" component="form" onSubmitCapture={(e) => { e.preventDefault(); void submit(); }}>
        <FieldItem label={t("offer.amount")} htmlFor="offer-amount" error={amountError}>
          <Controller
            name="offer_amount"
            control={control}
            render={({ field }) => (
              <InputNumber
                ref={amountRef}
                id="offer-amount"
                inputMode="numeric"
                style={{ width: "100%" }}
                min={0}
                step={OFFER_AMOUNT_STEP}
                {...(locale === "fr" ? { suffix: "$" } : { prefix: "$" })}
                {...invalidProps("offer-amount", amountError)}
                value={field.value}
                onChange={(v) => field.onChange(typeof v === "number" ? v : null)}
                onBlur={field.onBlur}
              />
            )}
          />
        </FieldItem>
        <FieldItem label={t("offer.message")} htmlFor="offer-message" error={messageError}>
          <Controller
            name="message"
            control={control}
            render={({ field }) => <Input.TextArea id="offer-message" rows={3} count={{ show: true, max: OFFER_MESSAGE_MAX }} {...invalidProps("offer-message", messageError)} {...field} />}
          />
        </FieldItem>
      </Form>
    </Modal>
  );
}
