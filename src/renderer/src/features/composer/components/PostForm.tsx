import { useEffect, useMemo, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Form, Input, Select } from "antd";
import { POST_CATEGORIES, POST_CONTENT_MAX, postSchema, type PostFormInput, type PostFormValues } from "@shared/validation/post.ts";
import type { LinkMetadata } from "@shared/link-intelligence/types.ts";
import { findFirstUrl } from "@shared/validation/post-link.ts";
import { FieldItem, invalidProps } from "@renderer/components/form/FieldItem.tsx";
import { namedListbox } from "@renderer/components/form/NamedListbox.tsx";
import { useT } from "@renderer/lib/i18n.tsx";
import { useTranslatedResolver } from "@renderer/lib/form-resolver.ts";
import type { UploadedImage } from "@renderer/data/posts/images.ts";
import type { AddressFields } from "@renderer/data/places/address-components.ts";
import { useLinkDetection } from "../hooks/use-link-detection.ts";
import { EMPTY_POST } from "../empty-post.ts";
import { factOrigins, foundDetails, prefill, type FactOrigins, type FoundDetails } from "../listing-details.ts";
import { DomainStatus } from "./DomainStatus.tsx";
import { LinkPreviewCard } from "./LinkPreviewCard.tsx";
import { AddressFieldset } from "./AddressFieldset.tsx";
import { ListingDetails } from "./ListingDetails.tsx";
import { ImageDropArea } from "./ImageDropArea.tsx";

const resolver = zodResolver(postSchema);

/** What a submit hands to the create or edit mutation. */
export type PostSubmission = {
  values: PostFormValues;
  images: string[];
  origins: FactOrigins;
  /** The preview of the link now in the text (null when none or failed). */
  metadata: LinkMetadata | null;
  whitelist: readonly string[] | null;
  /** True when the address differs from the one the form opened with. */
  addressChanged: boolean;
};

type PostFormProps = {
  initial: PostFormInput;
  initialImages?: UploadedImage[];
  /** Facts marked "found on the page" when the form opens (an edited post's stored origins). */
  initialFound?: FoundDetails;
  submitLabel: string;
  pending: boolean;
  onSubmit: (submission: PostSubmission) => void;
};

export { EMPTY_POST };

const ADDRESS_KEYS = ["street_address", "city", "province", "postal_code"] as const;

/**
 * The post form (spec §2, §4, §5; issue 18), for a new post and for an owner's edit: content and its link check,
 * the preview, the "Listing details" the page gave (each marked, each editable), the address, price, description
 * and photos.
 */
export function PostForm({ initial, initialImages = [], initialFound = {}, submitLabel, pending, onSubmit }: PostFormProps) {
  const t = useT();
  const form = useForm<PostFormInput, unknown, PostFormValues>({ resolver: useTranslatedResolver(resolver), mode: "all", defaultValues: initial });
  const categoryOptions = useMemo(() => POST_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}.label`) })), [t]);
  const categoryPopup = useMemo(() => namedListbox(t("nav.categories")), [t]);
  const { control, handleSubmit, watch, setValue, getValues, formState } = form;
  const [images, setImages] = useState<UploadedImage[]>(initialImages);
  const [uploading, setUploading] = useState(false);
  const [found, setFound] = useState<FoundDetails>(initialFound);
  const values = watch();
  const link = useLinkDetection(values.content ?? "");

  // A new preview fills the facts it found (never over what the member typed); its facts become the "found" ones.
  // An edited post's own link is not read again into its facts: the owner checked them when posting.
  const seen = useRef<LinkMetadata | null>(null);
  const initialUrl = useRef(findFirstUrl(initial.content));
  useEffect(() => {
    if (link.preview.status !== "shown" || link.preview.metadata === seen.current) return;
    seen.current = link.preview.metadata;
    if (link.url !== null && link.url === initialUrl.current) return;
    const next = foundDetails(link.preview.metadata);
    const updates = prefill(getValues(), found, next);
    for (const [key, value] of Object.entries(updates) as [keyof PostFormInput, string][]) setValue(key, value, { shouldDirty: true, shouldValidate: true });
    setFound(next);
  }, [link.preview, link.url, found, getValues, setValue]);

  const errors = formState.errors;
  const canPost = !pending && !uploading && formState.isValid && link.domain === "whitelisted" && !link.settling;
  const titleMissing = link.preview.status === "failed" || (link.preview.status === "shown" && !link.preview.metadata.title);

  const onPlace = (fields: AddressFields) => {
    for (const [key, value] of Object.entries(fields) as [keyof AddressFields, string][]) setValue(key, value, { shouldDirty: true, shouldValidate: true });
  };

  // One submission at a time: a double click validates twice before the first send disables the button.
  const inFlight = useRef(false);
  useEffect(() => {
    if (!pending) inFlight.current = false;
  }, [pending]);

  const submit = handleSubmit((checked) => {
    if (inFlight.current) return;
    inFlight.current = true;
    onSubmit({
      values: { ...checked, additional_images: images.map((i) => i.url) },
      images: images.map((i) => i.url),
      origins: factOrigins(getValues(), found),
      metadata: link.preview.status === "shown" ? link.preview.metadata : null,
      whitelist: link.whitelist,
      addressChanged: ADDRESS_KEYS.some((k) => (getValues(k) ?? "").trim() !== (initial[k] ?? "").trim()),
    });
  });

  return (
    <Form layout="vertical" component="form" onSubmitCapture={(e) => { e.preventDefault(); void submit(); }}>
      <FieldItem label={t("composer.category")} htmlFor="composer-category" error={errors.category?.message}>
        <Controller
          name="category"
          control={control}
          render={({ field }) => (
            <Select id="composer-category" placeholder={t("composer.categoryPlaceholder")} options={categoryOptions} popupRender={categoryPopup} value={field.value} onChange={field.onChange} onBlur={field.onBlur} {...invalidProps("composer-category", errors.category?.message)} />
          )}
        />
      </FieldItem>
      <FieldItem label={t("composer.content")} htmlFor="composer-content" error={errors.content?.message} extra={t("composer.contentHelp")}>
        <Controller
          name="content"
          control={control}
          render={({ field }) => <Input.TextArea id="composer-content" rows={4} placeholder={t("composer.contentPlaceholder")} {...invalidProps("composer-content", errors.content?.message)} {...field} />}
        />
      </FieldItem>
      <DomainStatus state={link.domain} onRetry={link.retryWhitelist} />
      <LinkPreviewCard state={link.preview} />
      {link.url || values.title ? <ListingDetails control={control} errors={errors} values={values} found={found} titleMissing={titleMissing} /> : null}
      <AddressFieldset control={control} errors={errors} values={values} found={found} onPlace={onPlace} />
      <FieldItem label={t("composer.listingId")} htmlFor="composer-listing-id">
        <Controller name="listing_id" control={control} render={({ field }) => <Input id="composer-listing-id" {...field} value={field.value ?? ""} />} />
      </FieldItem>
      <FieldItem label={t("composer.description")} htmlFor="composer-description">
        <Controller name="custom_description" control={control} render={({ field }) => <Input.TextArea id="composer-description" rows={3} maxLength={POST_CONTENT_MAX} {...field} value={field.value ?? ""} />} />
      </FieldItem>
      <FieldItem label={t("composer.photos")} htmlFor="composer-photos">
        <ImageDropArea images={images} onChange={setImages} onUploadingChange={setUploading} />
      </FieldItem>
      <Button type="primary" htmlType="submit" disabled={!canPost} loading={pending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
