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
import { errorMessage } from "@renderer/lib/errors.ts";
import { propertyTitle } from "@shared/format/titles.ts";
import type { Post } from "@renderer/data/posts/row.ts";
import { PostForm } from "./components/PostForm.tsx";
import { editFound, editValues, storedLocation } from "./edit-values.ts";

/** /post/{id}/edit: the owner edits the post with the composer's form (issue 18); offers and saves stay. */
export default function EditPostPage() {
  const { id = "" } = useParams();
  const post = usePost(id);
  const { userId, loading } = useSession();
  if (post.isPending || loading) return <PageSpinner />;
  if (!post.data) {
    return (
      <div className="state-panel post-missing">
        <Seo title="Listing not found | Real Estate Marketplace" noindex />
        <h1>Listing not found</h1>
        <p>This listing does not exist or has been removed.</p>
        <Link to="/">Return to Home</Link>
      </div>
    );
  }
  if (post.data.user_id !== userId) {
    return (
      <div className="state-panel" role="alert">
        <Seo title="Edit post | Real Estate Marketplace" noindex />
        <h1>You can only edit your own posts</h1>
        <Link to={`/post/${post.data.id}`}>Back to the listing</Link>
      </div>
    );
  }
  return <EditForm post={post.data} />;
}

function EditForm({ post }: { post: Post }) {
  const navigate = useNavigate();
  const toast = useToast();
  const title = propertyTitle(post.title);
  const update = useDataMutation(updatePost, {
    onSuccess: () => {
      toast.success("Post updated.");
      void navigate(`/post/${post.id}`);
    },
    onError: (error) => toast.error(errorMessage(error, "Failed to update post.")),
  });
  const location = storedLocation(post);
  return (
    <div className="narrow-page">
      <Seo title={`Edit ${title} | Real Estate Marketplace`} noindex />
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: title, to: `/post/${post.id}` }, { label: "Edit" }]} />
      <header className="page-header">
        <h1>Edit your post</h1>
        <p>Correct the facts, price, photos, description, address or category. Offers and saves stay with the post.</p>
      </header>
      <AntdProvider>
        <section className="composer" aria-label="Edit post">
          <PostForm
            initial={editValues(post)}
            initialImages={(post.additional_images ?? []).map((url) => ({ path: "", url }))}
            initialFound={editFound(post)}
            submitLabel="Save changes"
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
