import fs from "node:fs"; import zlib from "node:zlib"; import path from "node:path";
const dir = process.argv[2] ?? "dist-web"; const page = process.argv[3] ?? "index.html";
const html = fs.readFileSync(path.join(dir, page), "utf8");
const files = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
for (const f of (/app-modules" content="([^"]*)"/.exec(html)?.[1] ?? "").split(" ")) if (f) files.add(f);
let total = 0; for (const f of files) { const n = zlib.gzipSync(fs.readFileSync(path.join(dir, f))).length; total += n; console.log(f, (n/1024).toFixed(2)); }
console.log("TOTAL initial JS gzip KB", (total/1024).toFixed(2), "files", files.size);
