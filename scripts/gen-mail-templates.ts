// Writes hosted Auth's e-mail templates (supabase/templates/confirmation.html and recovery.html) from the mail
// catalogue (src/shared/i18n/messages/mail.*.ts), English and French in one file each (issue 22). Their subjects
// are in supabase/config.toml. src/local-supabase/auth/auth-mail.test.ts fails when either is out of date.
import fs from "node:fs";
import path from "node:path";
import { HOSTED_TEMPLATES, hostedSubject, hostedTemplate, type AuthMailKind } from "../src/local-supabase/auth/auth-mail.ts";

const dir = path.resolve(import.meta.dirname, "../supabase/templates");
fs.mkdirSync(dir, { recursive: true });
for (const [kind, name] of Object.entries(HOSTED_TEMPLATES) as [AuthMailKind, string][]) {
  fs.writeFileSync(path.join(dir, `${name}.html`), hostedTemplate(kind));
  console.log(`wrote supabase/templates/${name}.html; its subject in supabase/config.toml:\n  subject = ${JSON.stringify(hostedSubject(kind))}`);
}
