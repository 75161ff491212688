// Usernames (issue F10; spec §5): normalised (NFKC, trimmed) and checked by the database whichever way they are
// written: a member's PATCH or upsert of profiles, and sign-up metadata (handle_new_user). Refusals are 23514 with a
// sentence, a name taken in any case is 23505 'Username is already taken.'; sign-up with a name the rules refuse
// still creates the account, under the e-mail's local part. Through supabase-js on the real stack, PGlite and
// PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type SignedInUser, type TestStack } from "@test-support/stack/stack.ts";
import { isDenied } from "./admin-fixtures.ts";

const tag = Date.now().toString(36);

/** Names the database refuses, with the message members see. */
const REFUSED: readonly [label: string, username: string, message: string][] = [
  ["two letters", "ab", "Username must be at least 3 characters."],
  ["two letters padded with spaces", "  ab  ", "Username must be at least 3 characters."],
  ["a space", " ", "Username must be at least 3 characters."],
  ["nothing", "", "Username must be at least 3 characters."],
  ["a zero-width space", `adm\u200Bin${tag}`, "Username cannot contain control or invisible characters (U+200B)."],
  ["a zero-width joiner at the end", `admin${tag}\u200D`, "Username cannot contain control or invisible characters (U+200D)."],
  ["a right-to-left override", `admin\u202E${tag}`, "Username cannot contain control or invisible characters (U+202E)."],
  ["a control character", `bell\u0007${tag}`, "Username cannot contain control or invisible characters (U+0007)."],
  ["a line break inside", `two\nlines${tag}`, "Username cannot contain control or invisible characters (U+000A)."],
  ["a space inside", `ad min${tag}`, "Username cannot contain spaces."],
  ["a Cyrillic а among Latin letters", `\u0430dmin${tag}`, `Username can only contain Latin letters, digits, "_", "-" and "." ("\u0430", U+0430, is not allowed).`],
  ["a Greek ο among Latin letters", `r\u03BFot${tag}`, `Username can only contain Latin letters, digits, "_", "-" and "." ("\u03BF", U+03BF, is not allowed).`],
  ["a name all in Cyrillic look-alikes", "\u0441\u043E\u0440\u0435", `Username can only contain Latin letters, digits, "_", "-" and "." ("\u0441", U+0441, is not allowed).`],
  ["a dotless ı", `adm\u0131n${tag}`, `Username can only contain Latin letters, digits, "_", "-" and "." ("\u0131", U+0131, is not allowed).`],
  ["an emoji", `home\u{1F3E0}${tag}`, `Username can only contain Latin letters, digits, "_", "-" and "." ("\u{1F3E0}", U+1F3E0, is not allowed).`],
  ["punctuation only", "_-.", "Username must contain a letter or a digit."],
  ["51 characters", "u".repeat(51), "Username must be at most 50 characters."],
];

describe.each(await testBackends())("usernames on %s", (backend) => {
  let stack: TestStack;
  let member: SignedInUser;
  let other: SignedInUser;
  let banned: SignedInUser;
  let admin: SignedInUser;
  const usernameOf = async (id: string) =>
    (await stack.sql<{ username: string | null; public_username: string | null }>(
      "select p.username, pp.username as public_username from public.profiles p join public.public_profiles pp using (id) where p.id = $1",
      [id],
    ))[0];
  const rename = (user: SignedInUser, username: string | null) => user.client.from("profiles").update({ username }).eq("id", user.user.id).select("username");

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    [member, other, banned, admin] = await Promise.all([
      stack.signUpConfirmed(undefined, "password123", `member${tag}`),
      stack.signUpConfirmed(undefined, "password123", `Other${tag}`),
      stack.signUpConfirmed(undefined, "password123", `banned${tag}`),
      stack.signUpConfirmed(undefined, "password123", `boss${tag}`),
    ]);
    await stack.makeAdmin(admin.user.id);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it.each(REFUSED)("PATCH profiles refuses a username with %s (23514, HTTP 400, a sentence)", async (_label, username, message) => {
    const answer = await rename(member, username);
    expect(answer.error).toMatchObject({ code: "23514", message });
    expect(answer.status).toBe(400);
    expect(await usernameOf(member.user.id)).toEqual({ username: `member${tag}`, public_username: `member${tag}` });
  });

  it("PATCH profiles stores the NFKC form, trimmed, in profiles and public_profiles", async () => {
    const answer = await rename(member, `\u00A0 \uFF2A\uFF4F\uFF45_\uFB01sh${tag}\u3000`);
    expect(answer.error).toBeNull();
    expect(answer.data).toEqual([{ username: `Joe_fish${tag}` }]);
    expect(await usernameOf(member.user.id)).toEqual({ username: `Joe_fish${tag}`, public_username: `Joe_fish${tag}` });
  });

  it("PATCH profiles accepts accented Latin letters, digits, '_', '-' and '.'; an admin follows the same rules", async () => {
    for (const username of [`Émilie.Tremblay-${tag}`, `Zoë_Ngọc_${tag}`, `ß${tag}`]) {
      const answer = await rename(member, username);
      expect(answer.error, username).toBeNull();
      expect((await usernameOf(member.user.id))?.username).toBe(username);
    }
    expect((await rename(admin, "ab")).error).toMatchObject({ code: "23514", message: "Username must be at least 3 characters." });
    expect((await rename(admin, `Chief.${tag}`)).error).toBeNull();
  });

  it.each([
    ["another case", (name: string) => name.toUpperCase()],
    ["a trailing space", (name: string) => `${name} `],
    ["fullwidth letters", (name: string) => [...name].map((c) => (/[a-z]/i.test(c) ? String.fromCodePoint(c.codePointAt(0)! + 0xfee0) : c)).join("")],
  ])("PATCH profiles refuses another member's username written in %s (23505, 'Username is already taken.')", async (_label, disguise) => {
    const answer = await rename(member, disguise(`Other${tag}`));
    expect(answer.error).toMatchObject({ code: "23505", message: "Username is already taken." });
    expect(answer.status).toBe(409);
    expect((await usernameOf(other.user.id))?.username).toBe(`Other${tag}`);
  });

  it("a member may re-save their own username in another form, and write other columns without touching it", async () => {
    expect((await rename(other, ` other${tag.toUpperCase()} `)).error).toBeNull();
    expect((await usernameOf(other.user.id))?.username).toBe(`other${tag.toUpperCase()}`);
    expect((await other.client.from("profiles").update({ bio: "Hello" }).eq("id", other.user.id)).error).toBeNull();
  });

  it("an upsert of one's own profile follows the same rules", async () => {
    const upsert = (username: string) => member.client.from("profiles").upsert({ id: member.user.id, username, city: "Laval" });
    expect((await upsert("  x ")).error).toMatchObject({ code: "23514", message: "Username must be at least 3 characters." });
    expect((await upsert(`  Upsert${tag} `)).error).toBeNull();
    expect((await usernameOf(member.user.id))?.username).toBe(`Upsert${tag}`);
  });

  it("a visitor cannot rename anyone; a banned member cannot rename themself", async () => {
    await stack.client().from("profiles").update({ username: `visitor${tag}` }).eq("id", member.user.id);
    expect((await usernameOf(member.user.id))?.username).not.toBe(`visitor${tag}`);
    await stack.sql("insert into public.user_bans (user_id) values ($1)", [banned.user.id]);
    expect(isDenied((await rename(banned, `free${tag}`)).error)).toBe(true);
    expect((await usernameOf(banned.user.id))?.username).toBe(`banned${tag}`);
  });

  it("the column refuses fewer than 3 characters even when triggers are skipped", async () => {
    const write = stack.running.stack.sql.transaction(async (tx) => {
      await tx.query("set local session_replication_role = replica");
      await tx.query("update public.profiles set username = 'ab' where id = $1", [member.user.id]);
    });
    await expect(write).rejects.toMatchObject({ code: "23514" });
  });

  describe("sign-up", () => {
    const signUp = async (local: string, username: unknown) => {
      const email = `${local}@example.test`;
      const { data, error } = await stack.client().auth.signUp({ email, password: "password123", options: { data: { username } } });
      expect(error, `sign-up as ${JSON.stringify(username)}`).toBeNull();
      return (await usernameOf(data.user?.id ?? ""))?.username;
    };

    it("stores the metadata username normalised, and refuses the sign-up when the normalised name is taken in any case", async () => {
      expect(await signUp(`norm-${tag}`, `  \uFF2Eorm\u00E9${tag} `)).toBe(`Normé${tag}`);
      for (const [local, username] of [[`norm2-${tag}`, `norm\u0065\u0301${tag.toUpperCase()}`], [`twin-${tag}`, `other${tag.toUpperCase()} `]]) {
        const { error } = await stack.client().auth.signUp({ email: `${local}@example.test`, password: "password123", options: { data: { username } } });
        expect(error?.status, `sign-up as ${username}`).toBe(500);
        expect(await stack.sql("select 1 from auth.users where email = $1", [`${local}@example.test`])).toEqual([]);
      }
    });

    it.each([
      ["two letters", "ab"],
      ["a zero-width space", `adm\u200Bin${tag}`],
      ["a Cyrillic letter", `\u0430dmin${tag}`],
      ["a control character", `x\u0001y${tag}`],
      ["a number instead of text", 42],
    ])("creates the account under the e-mail's local part when the metadata username has %s", async (_label, username) => {
      const local = `fallback-${Math.random().toString(36).slice(2, 8)}-${tag}`;
      expect(await signUp(local, username)).toBe(local);
    });

    it("takes the e-mail's allowed characters, else 'user', when neither name is valid", async () => {
      expect(await signUp(`jo+${tag}`, "ab")).toBe(`jo${tag}`);
      const first = await signUp("ab", "x");
      expect(first).toMatch(/^user(-\d+)?$/);
    });
  });
});
