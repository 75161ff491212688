import { Link, useNavigate, useParams } from "react-router-dom";
import { Seo } from "@renderer/components/Seo.tsx";
import { Breadcrumbs } from "@renderer/components/Breadcrumbs.tsx";
import { PageSpinner } from "@renderer/components/PageSpinner.tsx";
import AntdProvider from "@renderer/components/AntdProvider.tsx";
import { usePost } from "@renderer/data/posts/post.ts";
import { useSession } from "@renderer/data/session/use-session.ts";
import { updatePost } from "@renderer/data/posts/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { propertyTitle } from "@shared/format/titles.ts";
import type { Post } from "@renderer/data/posts/row.ts";
import { PostForm } from "./components/PostForm.tsx";
import { editFound, editValues, storedLocation } from "./edit-values.ts";

/** /post/{id}/edit: the owner edits the post with the composer's form (issue 18); offers and saves stay. */
export default function EditPostPage() {
  const { id = "" } = useParams();
  const post = usePost(id);
  const { userId, loading } = useSession();
  const t = useT();
  if (post.isPending || loading) return <PageSpinner />;
  if (!post.data) {
    return (
      <div className="state-panel post-missing">
        <Seo title={t("composer.pageTitle", { title: t("post.notFoundTitle") })} noindex />
        <h1>{t("post.notFoundTitle")}</h1>
        <p>{t("post.notFoundText")}</p>
        <Link to="/">{t("post.returnHome")}</Link>
      </div>
    );
  }
  if (post.data.user_id !== userId) {
    return (
      <div className="state-panel" role="alert">
        <Seo title={t("composer.pageTitle", { title: t("post.edit") })} noindex />
        <h1>{t("composer.edit.notOwner")}</h1>
        <Link to={`/post/${post.data.id}`}>{t("composer.edit.backToListing")}</Link>
      </div>
    );
  }
  return <EditForm post={post.data} />;
}

function EditForm({ post }: { post: Post }) {
  const navigate = useNavigate();
  const toast = useToast();
  const t = useT();
  const title = propertyTitle(post.title);
  const update = useDataMutation(updatePost, {
    onSuccess: () => {
      toast.success(t("composer.edit.saved"));
      void navigate(`/post/${post.id}`);
    },
    onError: (error) => toast.error(errorText(t, error, "composer.edit.failed")),
  });
  const location = storedLocation(post);
  return (
    <div className="narrow-page">
      <Seo title={t("composer.edit.pageTitle", { title })} noindex />
      <Breadcrumbs items={[{ label: t("breadcrumbs.home"), to: "/" }, { label: title, to: `/post/${post.id}` }, { label: t("composer.edit.crumb") }]} />
      <header className="page-header">
        <h1>{t("composer.edit.heading")}</h1>
        <p>{t("composer.edit.lead")}</p>
      </header>
      <AntdProvider>
        <section className="composer" aria-label={t("post.edit")}>
          <PostForm
            initial={editValues(post)}
            initialImages={(post.additional_images ?? []).map((url) => ({ path: "", url }))}
            initialFound={editFound(post)}
            submitLabel={t("composer.edit.save")}
            pending={update.isPending}
            onSubmit={({ values, metadata, whitelist, origins, addressChanged }) =>
              update.mutate({
                postId: post.id,
                values,
                metadata,
                whitelist,
                origins,
                pagePropertyType: post.property_type ?? null,
                // The coordinates stay while the address does; a changed address is located again.
                location: addressChanged || !location ? undefined : location,
              })
            }
          />
        </section>
      </AntdProvider>
    </div>
  );
}
