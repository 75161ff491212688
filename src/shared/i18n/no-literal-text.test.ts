import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The lint rule that keeps converted screens converted (eslint.config.js, i18n/no-literal-text).
const ROOT = path.resolve(import.meta.dirname, "../../..");
const eslint = new ESLint({ cwd: ROOT });

async function literalTextErrors(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "i18n/no-literal-text").map((m) => m.message);
}

// The first lint loads ESLint and the project config: seconds on a busy machine.
describe("literal user-facing text in converted screens", { timeout: 60_000 }, () => {
  it("is reported in JSX text, text attributes, string children and toasts", async () => {
    const code = [
      'import { toast } from "./toast.ts";',
      "export function Banner() {",
      '  toast.error("Could not save");',
      '  return <section aria-label="Welcome"><h2>Hello there</h2><p>{"Plain string"}</p><img alt="A house" src="/a.png" /></section>;',
      "}",
    ].join("\n");
    const errors = await literalTextErrors(code, "src/renderer/src/features/landing/components/Banner.tsx");
    expect(errors).toHaveLength(5);
    expect(errors[0]).toContain("Could not save");
  });

  it("text from the catalogues, numbers and symbols pass", async () => {
    const code = [
      'import { useT } from "../../../lib/i18n.tsx";',
      "export function Banner({ count }: { count: number }) {",
      "  const t = useT();",
      '  return <section aria-label={t("home.why")} className="banner"><h2>{t("home.how")}</h2><p>© {count} · 1</p></section>;',
      "}",
    ].join("\n");
    expect(await literalTextErrors(code, "src/renderer/src/features/landing/components/Banner.tsx")).toEqual([]);
  });

  it("is reported in a table's column titles, antd's text props and an Error a screen shows (issue 22)", async () => {
    const code = [
      'import { Popconfirm, Table } from "antd";',
      "export function Offers() {",
      '  const columns = [{ key: "status", title: "Status" }, { key: "when", title: "Made" }];',
      '  if (columns.length === 0) throw new Error("Offer not found.");',
      '  return <Popconfirm title="Withdraw this offer?" okText="Withdraw"><Table columns={columns} locale={{ emptyText: "No offers yet." }} /></Popconfirm>;',
      "}",
    ].join("\n");
    const errors = await literalTextErrors(code, "src/renderer/src/features/offers/components/OffersTab.tsx");
    expect(errors).toHaveLength(6);
    expect(errors.join("\n")).toContain("Offer not found.");
  });

  it("catalogue keys, code words and URLs in those places are not prose", async () => {
    const code = [
      'const LABELS = { open: { text: "member.conv.status.open" } };',
      'const ORIGIN = { title: "title", manual_price: "price" };',
      'export const Site = () => <input placeholder="https://example.com" aria-label={LABELS.open.text + ORIGIN.title} />;',
    ].join("\n");
    expect(await literalTextErrors(code, "src/renderer/src/features/profile/components/Site.tsx")).toEqual([]);
  });

  it("covers the whole renderer but not its tests", async () => {
    expect(await literalTextErrors("export const A = () => <p>Hello there</p>;", "src/renderer/src/features/browse/Hello.tsx")).toHaveLength(1);
    expect(await literalTextErrors("export const A = () => <p>Hello there</p>;", "src/renderer/src/features/browse/Hello.test.tsx")).toEqual([]);
  });

  it("the converted screens as they were before conversion would fail it", async () => {
    // The Footer's sections before issue 22.
    const before = [
      "export function Footer() {",
      '  return <section aria-label="Legal" className="footer__section"><h2>Legal</h2><ul><li>Terms of Service</li><li>Privacy Policy</li></ul></section>;',
      "}",
    ].join("\n");
    expect(await literalTextErrors(before, "src/renderer/src/app/layout/Footer.tsx")).toHaveLength(4);
  });

  it("guards the auth screens and their hooks' toasts (issue 22)", async () => {
    // The login card and the reset hook's failure toast before their conversion.
    const card = 'export const Login = () => <AuthCard title="Login" description="Enter your credentials to access your account"><Button>Login</Button></AuthCard>;';
    expect(await literalTextErrors(card, "src/renderer/src/features/auth/components/LoginPage.tsx")).toHaveLength(3);
    const hook = "export function onError(toast: { error: (t: string) => void }, e: string) { toast.error(`Failed to reset password: ${e}`); }";
    expect(await literalTextErrors(hook, "src/renderer/src/features/auth/hooks/use-auth-actions.ts")).toHaveLength(1);
  });

  it("guards the admin, moderation, desktop and debugger screens and the 404 page (issue 22)", async () => {
    const admin = 'export const T = () => <Typography.Title level={1}>Analytics</Typography.Title>;';
    expect(await literalTextErrors(admin, "src/renderer/src/features/admin/analytics/AnalyticsRoutes.tsx")).toHaveLength(1);
    const dialog = "export function done(toast: { success: (t: string) => void }) { toast.success(\"Post restored. The author has been e-mailed.\"); }";
    expect(await literalTextErrors(dialog, "src/renderer/src/features/admin-moderation/ModerationDialog.tsx")).toHaveLength(1);
    const desktop = 'export const P = () => <Progress aria-label="Link check progress" />;';
    expect(await literalTextErrors(desktop, "src/renderer/src/features/desktop-tools/components/ProgressPanel.tsx")).toHaveLength(1);
    expect(await literalTextErrors("export const D = () => <h2>Scraping Logs</h2>;", "src/renderer/src/features/debugger/components/DebugResults.tsx")).toHaveLength(1);
    expect(await literalTextErrors("export const N = () => <p>Oops! Page not found</p>;", "src/renderer/src/app/NotFoundPage.tsx")).toHaveLength(1);
  });
});
