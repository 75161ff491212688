import fs from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig } from "../config.ts";

try {
  const file = path.join(loadConfig().dataDir, "status.json");
  if (!fs.existsSync(file)) {
    console.error(`No status at ${file}: start the stack with \`npm start\` first.`);
    process.exit(1);
  }
  process.stdout.write(fs.readFileSync(file, "utf8"));
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
