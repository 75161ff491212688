// Issue 22: e-mail in the member's language. Through supabase-js against the real local stack, on PGlite and
// PostgreSQL, read from the stack's mailbox: a member whose profile says fr gets the database's notifications
// (conversation e-mail, moderation notices, saved-search alerts) in French with /fr links, an English member keeps
// the English ones; a sign-up from a French page starts its profile in French, and Auth's confirmation and reset
// e-mails follow the member's language (the local stack's mailer, src/local-supabase/auth/auth-mail.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type SignedInUser, type TestStack } from "@test-support/stack/stack.ts";

const LINK = "https://www.realtor.ca/real-estate/22/langue";
const NBSP = "\u00a0";

describe.each(await testBackends())("e-mail in the member's language on %s", (backend) => {
  let stack: TestStack;
  let owner: SignedInUser; // French
  let buyer: SignedInUser; // French
  let english: SignedInUser;
  let admin: SignedInUser;

  const speaksFrench = async (user: SignedInUser) => {
    // What the header's language switch saves for a member (data/profiles/save-locale.ts).
    const { error } = await user.client.from("profiles").update({ locale: "fr" }).eq("id", user.user.id);
    if (error) throw new Error(error.message);
  };
  const newPost = async (author: SignedInUser, title: string) => {
    const { data, error } = await author.client
      .from("posts")
      .insert({ user_id: author.user.id, category: "residential", title, description: `À vendre ${LINK}`, url: LINK })
      .select("id")
      .single();
    if (error || !data) throw new Error(`post not created: ${error?.message}`);
    return data.id;
  };
  /** The newest e-mail to `to` whose subject passes `match`, once the stack's drain has delivered it. */
  const mailTo = async (to: string, match: (subject: string) => boolean) => {
    const find = () => stack.mailbox.list(to).filter((m) => match(m.subject)).at(-1);
    await expect.poll(find, { timeout: 15_000 }).toBeDefined();
    return find()!;
  };

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    [owner, buyer, english, admin] = await Promise.all([stack.signUpConfirmed(), stack.signUpConfirmed(), stack.signUpConfirmed(), stack.signUpConfirmed()]);
    await stack.makeAdmin(admin.user.id);
    await Promise.all([speaksFrench(owner), speaksFrench(buyer)]);
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it("an offer, its answer and a question reach French members in French, with French prices and /fr links", async () => {
    const postId = await newPost(owner, "Maison au bord du lac");
    const { data: offer, error } = await buyer.client.from("offers").insert({ post_id: postId, user_id: buyer.user.id, offer_amount: 480_500, message: "Je suis flexible." }).select("id").single();
    expect(error).toBeNull();

    const offerMail = await mailTo(owner.email, (s) => s.startsWith("Nouvelle offre"));
    expect(offerMail.subject).toBe(`Nouvelle offre sur «${NBSP}Maison au bord du lac${NBSP}»`);
    expect(offerMail.text).toContain(`a offert 480${NBSP}500${NBSP}$ pour «${NBSP}Maison au bord du lac${NBSP}».`);
    expect(offerMail.text).toContain("Je suis flexible.");
    expect(offerMail.text).toMatch(/répondez dans votre tableau de bord\u00a0: http:\/\/\S+\/fr\/profile\?tab=conversations$/);

    const [conversation] = await stack.sql<{ id: string }>("select id from public.conversations where offer_id = $1", [offer!.id]);
    expect((await owner.client.from("conversations").update({ status: "accepted" }).eq("id", conversation!.id)).error).toBeNull();
    const accepted = await mailTo(buyer.email, (s) => s.endsWith("a été acceptée"));
    expect(accepted.subject).toBe(`Votre offre sur «${NBSP}Maison au bord du lac${NBSP}» a été acceptée`);
    expect(accepted.text).toContain(`a accepté votre offre de 480${NBSP}500${NBSP}$`);

    const questionPost = await newPost(owner, "Chalet en Estrie");
    expect((await english.client.rpc("ask_question", { p_post_id: questionPost, p_body: "Is the roof new?" })).error).toBeNull();
    const question = await mailTo(owner.email, (s) => s.startsWith("Nouvelle question"));
    expect(question.subject).toBe(`Nouvelle question sur «${NBSP}Chalet en Estrie${NBSP}»`);
    expect(question.text).toContain(`a posé une question sur «${NBSP}Chalet en Estrie${NBSP}»${NBSP}:`);
    expect(question.text).toContain("Is the roof new?"); // the message stays in the language it was written in

    // The English member's answer e-mail stays English.
    expect((await owner.client.from("conversation_messages").insert({ conversation_id: (await stack.sql<{ id: string }>("select id from public.conversations where post_id = $1", [questionPost]))[0]!.id, body: "Oui, de 2021." })).error).toBeNull();
    const answer = await mailTo(english.email, (s) => s.startsWith("New message"));
    expect(answer.subject).toBe("New message about “Chalet en Estrie”");
    expect(answer.text).toContain("Read and reply in your dashboard: ");
    expect(answer.text).not.toContain("/fr/");
  });

  it("a moderation notice reaches a French author in French, reason included", async () => {
    const postId = await newPost(owner, "Condo au centre-ville");
    const hide = await admin.client.rpc("admin_moderate_post", { p_post_id: postId, p_action: "hide", p_reason: "spam_or_misleading", p_note: "Les photos ne correspondent pas." });
    expect(hide.error).toBeNull();
    const notice = await mailTo(owner.email, (s) => s.startsWith("Votre annonce"));
    expect(notice.subject).toBe(`Votre annonce «${NBSP}Condo au centre-ville${NBSP}» a été masquée en attendant une vérification`);
    expect(notice.text).toContain("Seuls vous et les administrateurs pouvez la voir maintenant.");
    expect(notice.text).toContain(`Motif${NBSP}: Pourriel ou contenu trompeur`);
    expect(notice.text).toContain("Les photos ne correspondent pas.");
    expect(notice.text).toContain(`/fr/post/${postId}`);

    const englishPost = await newPost(english, "Downtown condo");
    expect((await admin.client.rpc("admin_moderate_post", { p_post_id: englishPost, p_action: "remove", p_reason: "fake_listing", p_note: "Not for sale." })).error).toBeNull();
    const removed = await mailTo(english.email, (s) => s.startsWith("Your listing"));
    expect(removed.subject).toBe('Your listing "Downtown condo" has been removed');
    expect(removed.text).toContain("Reason: Fake listing");
  });

  it("a saved-search alert reaches a French member in French, with /fr links and a /fr unsubscribe link", async () => {
    const { error } = await buyer.client.from("saved_searches").insert({ name: "Condos à Laval", filters: { q: "Laval" } });
    expect(error).toBeNull();
    await stack.sql("update public.saved_searches set created_at = now() - interval '1 hour' where user_id = $1", [buyer.user.id]);
    const postId = await newPost(english, "Condo à Laval");
    expect((await stack.serviceClient().rpc("send_saved_search_alerts")).error).toBeNull();
    const alert = await mailTo(buyer.email, (s) => s.includes("Condos à Laval"));
    expect(alert.subject).toBe(`Nouvelle annonce pour votre recherche «${NBSP}Condos à Laval${NBSP}»`);
    expect(alert.text).toContain(`- Condo à Laval\n  `);
    expect(alert.text).toContain(`/fr/post/${postId}`);
    expect(alert.text).toMatch(/désabonnez-vous\u00a0:\nhttp:\/\/\S+\/fr\/unsubscribe\?token=[0-9a-f-]{36}/);
  });

  it("a sign-up from a French page starts a French profile and gets its confirmation in French; its code confirms the account", async () => {
    const email = `inscription-${Date.now().toString(36)}@example.test`;
    const client = stack.client();
    const { error } = await client.auth.signUp({ email, password: "motdepasse1", options: { data: { username: "inscription", locale: "fr" } } });
    expect(error).toBeNull();
    const [profile] = await stack.sql<{ locale: string | null }>("select p.locale from public.profiles p join auth.users u on u.id = p.id where u.email = $1", [email]);
    expect(profile?.locale).toBe("fr");

    const mail = await mailTo(email, (s) => s === "Confirmez votre inscription");
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain("Confirmer mon adresse courriel");
    expect(mail.html).toMatch(/href="[^"]*\/auth\/v1\/verify\?token=[^"]+type=signup/);
    const code = /ce code\u00a0: (\d+)/.exec(mail.text ?? "")?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verified = await client.auth.verifyOtp({ email, token: code!, type: "signup" });
    expect(verified.error).toBeNull();
    expect(verified.data.session).not.toBeNull();
  });

  it("an English sign-up keeps Auth's English e-mail; a French member's password reset is French and its code works", async () => {
    const email = `signup-${Date.now().toString(36)}@example.test`;
    expect((await stack.client().auth.signUp({ email, password: "password1", options: { data: { username: "signup", locale: "en" } } })).error).toBeNull();
    const confirm = await mailTo(email, (s) => /confirm/i.test(s));
    expect(confirm.subject).toBe("Confirm Your Signup");

    expect((await stack.client().auth.resetPasswordForEmail(owner.email)).error).toBeNull();
    const reset = await mailTo(owner.email, (s) => s === "Réinitialisez votre mot de passe");
    expect(reset.text).toMatch(/^Réinitialisez votre mot de passe avec ce code\u00a0: \d{6}\n\nOu suivez ce lien\u00a0: http\S+type=recovery/);
    const code = /ce code\u00a0: (\d+)/.exec(reset.text ?? "")![1]!;
    const verified = await stack.client().auth.verifyOtp({ email: owner.email, token: code, type: "recovery" });
    expect(verified.error).toBeNull();
  });
});
