import { useState } from "react";
import { createPost } from "@renderer/data/posts/mutations.ts";
import { useExtractorWarmUp } from "@renderer/data/links/warm-up.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import AntdProvider from "@renderer/components/AntdProvider.tsx";
import { EMPTY_POST, PostForm } from "./PostForm.tsx";

/** The post composer (spec §2, §4, §5): on / and /submit. */
export default function Composer() {
  // The link preview's function starts while the member writes, not after the link is pasted (issue 18's 1.5 s).
  useExtractorWarmUp();
  return (
    <AntdProvider>
      <ComposerForm />
    </AntdProvider>
  );
}

function ComposerForm() {
  // Each sent post gets a new form: its fields, photos, address search and preview marks start over.
  const [formKey, setFormKey] = useState(0);
  const toast = useToast();
  const t = useT();
  const create = useDataMutation(createPost, {
    onSuccess: () => {
      toast.success(t("composer.created"));
      setFormKey((k) => k + 1);
    },
    onError: (error) => toast.error(errorText(t, error, "composer.createFailed")),
  });
  return (
    <section className="composer" aria-labelledby="composer-title">
      <h2 id="composer-title" className="composer__title">
        {t("composer.title")}
      </h2>
      <PostForm
        key={formKey}
        initial={EMPTY_POST}
        submitLabel={t("composer.post")}
        pending={create.isPending}
        onSubmit={({ values, metadata, whitelist, origins }) => create.mutate({ values, metadata, whitelist, origins })}
      />
    </section>
  );
}
