import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { EmailDriver, EmailMessage } from "@supabase/lite";

export interface StoredMail extends EmailMessage {
  id: string;
  sentAt: string;
}

/** A local mailbox under DATA_DIR/mailbox: one JSON file per message, newest last. */
export class Mailbox implements EmailDriver {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, "mailbox");
    fs.mkdirSync(this.dir, { recursive: true });
  }

  async send(message: EmailMessage): Promise<void> {
    const stored: StoredMail = { ...message, id: randomUUID(), sentAt: new Date().toISOString() };
    const name = `${stored.sentAt.replace(/[:.]/g, "-")}_${stored.id}.json`;
    const tmp = path.join(this.dir, `.${name}.tmp`);
    await fs.promises.writeFile(tmp, JSON.stringify(stored));
    await fs.promises.rename(tmp, path.join(this.dir, name));
  }

  list(to?: string): StoredMail[] {
    const wanted = to?.toLowerCase();
    return fs
      .readdirSync(this.dir)
      .filter((file) => file.endsWith(".json"))
      .sort()
      .map((file) => JSON.parse(fs.readFileSync(path.join(this.dir, file), "utf8")) as StoredMail)
      .filter((mail) => !wanted || mail.to.toLowerCase() === wanted);
  }

  get(id: string): StoredMail | undefined {
    return this.list().find((mail) => mail.id === id);
  }

  latest(to: string): StoredMail | undefined {
    return this.list(to).at(-1);
  }
}
