// profiles, public_profiles and posts.
import { canDelete, canInsert, canSelect, canUpdate, everyone, members, only, type Cell } from "./probe.ts";
import { actingId, postRow, type Actor, type World } from "./world.ts";

const others = (actor: Actor, w: World) => (actor === "postOwner" ? w.id.member : w.id.postOwner);

/** A member without a profile row (deleted as superuser), for the profile insert cell. */
async function profileless(w: World): Promise<{ id: string }> {
  const [row] = await w.sql<{ id: string }>(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
     values (gen_random_uuid(), 'authenticated', 'authenticated', 'mx-' || gen_random_uuid() || '@example.test', '{}', now(), now())
     returning id`,
  );
  if (!row) throw new Error("no user");
  await w.sql("delete from public.profiles where id = $1", [row.id]);
  return row;
}

/** An account whose public_profiles row was removed (its profile remains), for the forged public insert cell. */
async function withoutPublicProfile(w: World): Promise<string> {
  const { id } = await profileless(w);
  await w.sql("insert into public.profiles (id, username) values ($1, $2)", [id, `mx-pp-${Date.now()}`]);
  await w.sql("delete from public.public_profiles where id = $1", [id]);
  return id;
}

export const profileAndPostCells: Cell[] = [
  {
    target: "profiles", op: "select", scenario: "the member's profile (personal fields)",
    policies: ["Users can read their own profile", "Admins can read all profiles"],
    expect: only("member", "admin"),
    run: (w, a) => canSelect(w.client[a], "profiles", w.id.member),
  },
  {
    target: "profiles", op: "insert", scenario: "a profile for an account that has none",
    policies: ["Users can create their own profile"],
    // The member cell is a freshly signed-up member whose profile row was removed; the others try to create it for them.
    expect: only("member"),
    run: async (w, a) => {
      if (a === "member") {
        const fresh = await w.stack.signUpConfirmed();
        await w.sql("delete from public.profiles where id = $1", [fresh.user.id]);
        return canInsert(fresh.client, "profiles", { id: fresh.user.id, username: `mx-own-${Date.now()}` });
      }
      const target = await profileless(w);
      return canInsert(w.client[a], "profiles", { id: target.id, username: `mx-${a}-${Date.now()}` });
    },
  },
  {
    target: "profiles", op: "update", scenario: "the member's bio",
    policies: ["Users can update their own profile"],
    expect: only("member"),
    run: (w, a) => canUpdate(w, w.client[a], "profiles", w.id.member, "bio", `bio by ${a} ${Date.now()}`),
  },
  {
    target: "profiles", op: "delete", scenario: "the member's profile",
    policies: [],
    expect: only(),
    run: (w, a) => canDelete(w, w.client[a], "profiles", w.id.member),
  },
  {
    target: "public_profiles", op: "select", scenario: "the member's public profile",
    policies: ["Public profiles are readable by everyone"],
    expect: everyone(),
    run: (w, a) => canSelect(w.client[a], "public_profiles", w.id.member),
  },
  {
    target: "public_profiles", op: "insert", scenario: "a public profile row",
    policies: [], expect: only(),
    run: async (w, a) => canInsert(w.client[a], "public_profiles", { id: await withoutPublicProfile(w), username: "forged" }),
  },
  {
    target: "public_profiles", op: "update", scenario: "the member's public username",
    policies: [], expect: only(),
    run: (w, a) => canUpdate(w, w.client[a], "public_profiles", w.id.member, "username", `forged-${a}`),
  },
  {
    target: "public_profiles", op: "delete", scenario: "the member's public profile",
    policies: [], expect: only(),
    run: (w, a) => canDelete(w, w.client[a], "public_profiles", w.id.member),
  },
  {
    target: "posts", op: "select", scenario: "an approved post",
    policies: ["Approved posts are readable by everyone"], expect: everyone(),
    run: (w, a) => canSelect(w.client[a], "posts", w.post),
  },
  {
    target: "posts", op: "select", scenario: "the post owner's pending post",
    policies: ["Authors can read their own posts", "Admins can read all posts"],
    expect: only("postOwner", "admin"),
    run: (w, a) => canSelect(w.client[a], "posts", w.pendingPost),
  },
  {
    target: "posts", op: "insert", scenario: "a post as oneself",
    policies: ["Members can create posts as themselves", "Banned users cannot post"],
    expect: members(),
    run: (w, a) => canInsert(w.client[a], "posts", postRow(actingId(w, a))),
  },
  {
    target: "posts", op: "insert", scenario: "a post as someone else (user_id forged)",
    policies: ["Members can create posts as themselves"], expect: only(),
    run: (w, a) => canInsert(w.client[a], "posts", postRow(others(a, w))),
  },
  {
    target: "posts", op: "insert", scenario: "a post linking to a site not whitelisted",
    policies: [], expect: only(),
    run: (w, a) => canInsert(w.client[a], "posts", postRow(actingId(w, a), { url: "https://evil.example.com/x", description: "https://evil.example.com/x" })),
  },
  {
    target: "posts", op: "insert", scenario: "a post with 2001 characters of content",
    policies: [], expect: only(),
    run: (w, a) => canInsert(w.client[a], "posts", postRow(actingId(w, a), { description: "x".repeat(2001) })),
  },
  {
    target: "posts", op: "update", scenario: "the post owner's post title",
    policies: ["Authors can update their own posts", "Admins can update posts"], expect: only("postOwner", "admin"),
    run: (w, a) => canUpdate(w, w.client[a], "posts", w.post, "title", `title by ${a}`),
  },
  {
    // The author may update the row, but the posts trigger keeps status and featured as they were (issue 18).
    target: "posts", op: "update", scenario: "featuring the post owner's post directly",
    policies: ["Admins can update posts", "Authors can update their own posts"], expect: only("admin"),
    run: async (w, a) => {
      const id = await w.freshPost("postOwner");
      return canUpdate(w, w.client[a], "posts", id, "is_featured", true);
    },
  },
  {
    // Admins too: a status changes only through admin_moderate_post (reason, audit log, e-mail); authors never.
    target: "posts", op: "update", scenario: "un-approving the post owner's post directly",
    policies: ["Admins can update posts", "Authors can update their own posts"], expect: only(),
    run: async (w, a) => {
      const id = await w.freshPost("postOwner");
      return canUpdate(w, w.client[a], "posts", id, "status", "rejected");
    },
  },
  {
    target: "posts", op: "delete", scenario: "the post owner's post",
    policies: ["Authors can delete their own posts", "Admins can delete any post"],
    expect: only("postOwner", "admin"),
    run: async (w, a) => canDelete(w, w.client[a], "posts", await w.freshPost("postOwner")),
  },
];
