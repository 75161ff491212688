import { useState } from "react";
import { createPost } from "@renderer/data/posts/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorMessage } from "@renderer/lib/errors.ts";
import AntdProvider from "@renderer/components/AntdProvider.tsx";
import { EMPTY_POST, PostForm } from "./PostForm.tsx";

/** The post composer (spec §2, §4, §5): on / and /submit. */
export default function Composer() {
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
  const create = useDataMutation(createPost, {
    onSuccess: () => {
      toast.success("Post created successfully!");
      setFormKey((k) => k + 1);
    },
    onError: (error) => toast.error(errorMessage(error, "Failed to create post.")),
  });
  return (
    <section className="composer" aria-labelledby="composer-title">
      <h2 id="composer-title" className="composer__title">
        Create a post
      </h2>
      <PostForm
        key={formKey}
        initial={EMPTY_POST}
        submitLabel="Post"
        pending={create.isPending}
        onSubmit={({ values, metadata, whitelist, origins }) => create.mutate({ values, metadata, whitelist, origins })}
      />
    </section>
  );
}
