import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Form, Input, Select } from "antd";
import { POST_CATEGORIES, POST_CONTENT_MAX, postSchema, type PostFormInput, type PostFormValues } from "../../../../../shared/validation/post.ts";
import { categoryLabel } from "../../../../../shared/format/titles.ts";
import { FieldItem, invalidProps } from "../../../components/form/FieldItem.tsx";
import { namedListbox } from "../../../components/form/NamedListbox.tsx";
import { useLinkDetection } from "../hooks/use-link-detection.ts";
import { createPost } from "../../../data/posts/mutations.ts";
import type { UploadedImage } from "../../../data/posts/images.ts";
import { useDataMutation } from "../../../data/mutation.ts";
import { useToast } from "../../../lib/toast.ts";
import { errorMessage } from "../../../lib/errors.ts";
import { DomainStatus } from "./DomainStatus.tsx";
import { LinkPreviewCard } from "./LinkPreviewCard.tsx";
import { CurrencyInput } from "./CurrencyInput.tsx";
import { AddressFieldset } from "./AddressFieldset.tsx";
import { ImageDropArea } from "./ImageDropArea.tsx";
import AntdProvider from "../../../components/AntdProvider.tsx";

const EMPTY: PostFormInput = {
  content: "",
  category: undefined as unknown as PostFormInput["category"],
  street_address: "",
  city: "",
  province: "",
  postal_code: "",
  manual_price: "",
  listing_id: "",
  custom_description: "",
  additional_images: [],
};

const CATEGORY_OPTIONS = POST_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }));
const CATEGORY_POPUP = namedListbox("Categories");

/** The post composer (spec §2, §4, §5): on / and /submit. */
export default function Composer() {
  return (
    <AntdProvider>
      <ComposerForm />
    </AntdProvider>
  );
}

function ComposerForm() {
  const form = useForm<PostFormInput, unknown, PostFormValues>({ resolver: zodResolver(postSchema), mode: "all", defaultValues: EMPTY });
  const { control, handleSubmit, watch, setValue, reset, formState } = form;
  const [images, setImages] = useState<UploadedImage[]>([]);
  const [uploading, setUploading] = useState(false);
  // Each cleared form gets new photo and address-search widgets: what they held (or were still fetching) is gone.
  const [formKey, setFormKey] = useState(0);
  const link = useLinkDetection(watch("content") ?? "");
  const toast = useToast();
  const create = useDataMutation(createPost, {
    onSuccess: () => {
      toast.success("Post created successfully!");
      reset(EMPTY);
      setImages([]);
      setUploading(false);
      setFormKey((k) => k + 1);
    },
    onError: (error) => toast.error(errorMessage(error, "Failed to create post.")),
  });
  const errors = formState.errors;
  const canPost = !create.isPending && !uploading && formState.isValid && link.domain === "whitelisted" && !link.settling;

  const submit = handleSubmit((values) =>
    create.mutate({
      values: { ...values, additional_images: images.map((i) => i.url) },
      metadata: link.metadata,
      whitelist: link.whitelist,
    }),
  );

  return (
    <section className="composer" aria-labelledby="composer-title">
      <h2 id="composer-title" className="composer__title">
        Create a post
      </h2>
      <Form layout="vertical" component="form" onSubmitCapture={(e) => { e.preventDefault(); void submit(); }}>
        <FieldItem label="Category" htmlFor="composer-category" error={errors.category?.message}>
          <Controller
            name="category"
            control={control}
            render={({ field }) => (
              <Select id="composer-category" placeholder="Select a category" options={CATEGORY_OPTIONS} popupRender={CATEGORY_POPUP} value={field.value} onChange={field.onChange} onBlur={field.onBlur} {...invalidProps("composer-category", errors.category?.message)} />
            )}
          />
        </FieldItem>
        <FieldItem label="Content" htmlFor="composer-content" error={errors.content?.message} extra="Paste a link to a listing on a whitelisted site. Use hashtags to categorise your post.">
          <Controller
            name="content"
            control={control}
            render={({ field }) => (
              <Input.TextArea id="composer-content" rows={4} placeholder="Paste a listing URL and tell people about it..." {...invalidProps("composer-content", errors.content?.message)} {...field} />
            )}
          />
        </FieldItem>
        <DomainStatus state={link.domain} onRetry={link.retryWhitelist} />
        <LinkPreviewCard state={link.preview} />
        <AddressFieldset key={formKey} control={control} onPlace={(fields) => {
          for (const [key, value] of Object.entries(fields) as [keyof typeof fields, string][]) setValue(key, value, { shouldDirty: true, shouldValidate: true });
        }} />
        <div className="composer__row">
          <FieldItem label="Price" htmlFor="composer-price" error={errors.manual_price?.message}>
            <Controller
              name="manual_price"
              control={control}
              render={({ field }) => <CurrencyInput id="composer-price" value={field.value} onChange={field.onChange} onBlur={field.onBlur} {...invalidProps("composer-price", errors.manual_price?.message)} />}
            />
          </FieldItem>
          <FieldItem label="Listing ID (optional)" htmlFor="composer-listing-id">
            <Controller name="listing_id" control={control} render={({ field }) => <Input id="composer-listing-id" {...field} />} />
          </FieldItem>
        </div>
        <FieldItem label="Description (optional)" htmlFor="composer-description">
          <Controller name="custom_description" control={control} render={({ field }) => <Input.TextArea id="composer-description" rows={3} maxLength={POST_CONTENT_MAX} {...field} />} />
        </FieldItem>
        <FieldItem label="Photos" htmlFor="composer-photos">
          <ImageDropArea key={formKey} images={images} onChange={setImages} onUploadingChange={setUploading} />
        </FieldItem>
        <Button type="primary" htmlType="submit" disabled={!canPost} loading={create.isPending}>
          Post
        </Button>
      </Form>
    </section>
  );
}
