import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import path from "node:path";

const RENDERER_SRC = path.join(import.meta.dirname, "src/renderer/src");

/**
 * The renderer's layout (README 'Layout'): the Supabase client (lib/supabase.ts) is used only by the data layer
 * (data/, organised by table); a feature reaches another feature only through its index.ts; data/ depends on no
 * screen (features/, app/, components/). Relative imports are resolved against the importing file, so the rule
 * holds at any depth; type-only imports of the client's type are allowed.
 */
const rendererLayout = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      client: "Only src/renderer/src/data/ uses the Supabase client: add a query or mutation there.",
      feature: "Import another feature only through its index.ts ({{feature}}/index.ts).",
      data: "The data layer does not depend on screens ({{layer}}/).",
    },
  },
  create(context) {
    const from = path.relative(RENDERER_SRC, context.filename).split(path.sep);
    if (from[0] === "..") return {};
    const check = (node, source, typeOnly) => {
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const to = path.relative(RENDERER_SRC, path.resolve(path.dirname(context.filename), source)).split(path.sep);
      if (to[0] === "lib" && to[1] === "supabase.ts" && from[0] !== "data" && !typeOnly) context.report({ node, messageId: "client" });
      if (from[0] === "features" && to[0] === "features" && to[1] !== from[1] && !(to.length === 3 && to[2] === "index.ts")) {
        context.report({ node, messageId: "feature", data: { feature: `features/${to[1]}` } });
      }
      if (from[0] === "data" && ["features", "app", "components"].includes(to[0])) context.report({ node, messageId: "data", data: { layer: to[0] } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, node.importKind === "type"),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node.exportKind === "type"),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === "type"),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value, false),
    };
  },
};

export default tseslint.config(
  { ignores: ["node_modules", "out", "dist-web", "release", "coverage", ".data", "reports", "supabase/functions/**/*.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/renderer/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, renderer: { rules: { layout: rendererLayout } } },
    rules: {
      "renderer/layout": "error",
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "no-restricted-imports": ["error", { paths: [{ name: "electron", message: "The renderer knows nothing about Electron: use the platform adapter." }] }],
    },
  },
  {
    // Desktop IPC goes through one typed, validated contract (src/shared/ipc): handlers are registered
    // by src/main/ipc/router.ts and called through src/preload/api.ts, never with raw ipcMain/ipcRenderer.
    files: ["src/main/**/*.ts", "src/preload/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "MemberExpression[object.name=/^ipc(Main|Renderer)$/]", message: "Use registerHandlers (src/main/ipc/router.ts) or createDesktopApi (src/preload/api.ts)." },
      ],
    },
  },
  {
    files: ["supabase/functions/**/*.ts"],
    languageOptions: { globals: { Deno: "readonly" } },
  },
);
