import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import path from "node:path";

const ROOT = import.meta.dirname;
const RENDERER_SRC = path.join(ROOT, "src/renderer/src");
const TEST_SUPPORT = path.join(ROOT, "test-support");
/** The path aliases (path-aliases.ts), as prefixes of import specifiers. */
const ALIAS_DIRS = { "@renderer/": RENDERER_SRC, "@shared/": path.join(ROOT, "src/shared"), "@test-support/": TEST_SUPPORT };

/** The file an import specifier names, for relative and aliased specifiers; null for packages. */
function importTarget(filename, source) {
  if (typeof source !== "string") return null;
  if (source.startsWith(".")) return path.resolve(path.dirname(filename), source);
  const alias = Object.keys(ALIAS_DIRS).find((prefix) => source.startsWith(prefix));
  return alias ? path.join(ALIAS_DIRS[alias], source.slice(alias.length)) : null;
}

/** Calls check(node, target, typeOnly) for every import and re-export with a relative or aliased source. */
function importVisitors(context, check) {
  const visit = (node, source, typeOnly) => {
    const target = importTarget(context.filename, source);
    if (target) check(node, target, typeOnly);
  };
  return {
    ImportDeclaration: (node) => visit(node, node.source.value, node.importKind === "type"),
    ExportNamedDeclaration: (node) => node.source && visit(node, node.source.value, node.exportKind === "type"),
    ExportAllDeclaration: (node) => visit(node, node.source.value, node.exportKind === "type"),
    ImportExpression: (node) => node.source.type === "Literal" && visit(node, node.source.value, false),
  };
}

/**
 * The renderer's layout (README 'Layout'): the Supabase client (lib/supabase.ts) is used only by the data layer
 * (data/, organised by table); a feature reaches another feature only through its index.ts; data/ depends on no
 * screen (features/, app/, components/). Relative and `@renderer/…` imports are resolved, so the rule holds at any
 * depth and either way of writing the path; type-only imports of the client's type are allowed.
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
    return importVisitors(context, (node, target, typeOnly) => {
      const to = path.relative(RENDERER_SRC, target).split(path.sep);
      if (to[0] === "..") return;
      if (to[0] === "lib" && to[1] === "supabase.ts" && from[0] !== "data" && !typeOnly) context.report({ node, messageId: "client" });
      if (from[0] === "features" && to[0] === "features" && to[1] !== from[1] && !(to.length === 3 && to[2] === "index.ts")) {
        context.report({ node, messageId: "feature", data: { feature: `features/${to[1]}` } });
      }
      if (from[0] === "data" && ["features", "app", "components"].includes(to[0])) context.report({ node, messageId: "data", data: { layer: to[0] } });
    });
  },
};

/** Product code (src/, tests aside) imports nothing from test-support/, by alias or by path. */
const noTestSupport = {
  meta: {
    type: "problem",
    schema: [],
    messages: { testSupport: "Product code does not import test support (test-support/): only tests do." },
  },
  create(context) {
    return importVisitors(context, (node, target) => {
      if (!path.relative(TEST_SUPPORT, target).startsWith("..")) context.report({ node, messageId: "testSupport" });
    });
  },
};

/** No import climbs more than two folders (README 'Layout'): further than that, use an alias (@shared/, @renderer/, @test-support/). */
const noDeepRelative = {
  meta: {
    type: "problem",
    schema: [],
    messages: { deep: "This import climbs {{levels}} folders: use an alias (@shared/…, @renderer/…, @test-support/…) instead." },
  },
  create(context) {
    const check = (node, source) => {
      const levels = typeof source === "string" ? (/^(?:\.\.\/)+/.exec(source)?.[0].length ?? 0) / 3 : 0;
      if (levels > 2) context.report({ node, messageId: "deep", data: { levels: String(levels) } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
    };
  },
};

/**
 * The screens converted to the message catalogues (issue 22, src/shared/i18n) stay converted: no user-facing text
 * written in their JSX, in its text-bearing attributes (aria-label, title, alt, placeholder, label, description, and
 * antd's okText, emptyText, notFoundContent, extra, help, tooltip, ...), in the same properties of an object (a table's
 * column titles, a tab's label, a select's options), in a toast, or in an Error a screen shows. Text goes through
 * useT() and a key of the catalogues. The converted folders are listed in TRANSLATED_UI below.
 */
const TEXT_ATTRIBUTES = new Set(["aria-label", "title", "alt", "placeholder", "label", "description", "aria-description", "extra", "help", "tooltip", "content", "notFoundContent", "message", "emptyText", "okText", "cancelText", "submitLabel"]);
const hasWords = (text) => typeof text === "string" && /\p{L}{2,}/u.test(text);
/** Strings that are not prose: a catalogue key ("member.tab.saved"), a code word ("title", "not-whitelisted"), a URL. */
const notProse = (text) => /^[a-z][\w-]*(\.[\w-]+)*$/.test(text) || /^https?:\/\/\S+$/.test(text);
const noLiteralText = {
  meta: {
    type: "problem",
    schema: [],
    messages: { literal: "User-facing text goes through the message catalogues (src/shared/i18n): use useT() and a key instead of \"{{text}}\"." },
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: "literal", data: { text: text.trim().slice(0, 40) } });
    const literalText = (node) => {
      if (node?.type === "Literal" && hasWords(node.value) && !notProse(node.value)) return node.value;
      if (node?.type === "TemplateLiteral" && node.quasis.some((q) => hasWords(q.value.cooked))) return node.quasis.map((q) => q.value.cooked).join("…");
      return null;
    };
    return {
      JSXText: (node) => hasWords(node.value) && report(node, node.value),
      JSXExpressionContainer: (node) => {
        if (node.parent.type === "JSXAttribute") return;
        const text = literalText(node.expression);
        if (text) report(node, text);
      },
      JSXAttribute: (node) => {
        const name = typeof node.name.name === "string" ? node.name.name : "";
        if (!TEXT_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value.type === "JSXExpressionContainer" ? node.value.expression : node.value;
        const text = literalText(value);
        if (text) report(node, text);
      },
      "CallExpression[callee.object.name='toast']": (node) => {
        const text = literalText(node.arguments[0]);
        if (text) report(node, text);
      },
      // { title: "Status" } in a column, { label: "Profile" } in a tab, { text: … } in a table of labels.
      Property: (node) => {
        const key = node.key.type === "Identifier" ? node.key.name : node.key.type === "Literal" ? String(node.key.value) : "";
        if (node.computed || !(TEXT_ATTRIBUTES.has(key) || key === "text")) return;
        const text = literalText(node.value);
        if (text) report(node, text);
      },
      "NewExpression[callee.name='Error']": (node) => {
        const text = literalText(node.arguments[0]);
        if (text) report(node, text);
      },
    };
  },
};

/**
 * The renderer's code, converted to the catalogues (issue 22): every user-facing string comes from useT() and a key of
 * the catalogues.
 */
export const TRANSLATED_UI = ["src/renderer/src/**/*.{ts,tsx}"];

export default tseslint.config(
  { ignores: ["node_modules", "out", "dist-web", "dist-web-server", "release", "coverage", ".data", "reports", "supabase/functions/**/*.d.ts"] },
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
    files: TRANSLATED_UI,
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    plugins: { i18n: { rules: { "no-literal-text": noLiteralText } } },
    rules: { "i18n/no-literal-text": "error" },
  },
  {
    files: ["src/**/*.{ts,tsx,js,mjs}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    plugins: { layout: { rules: { "no-test-support": noTestSupport } } },
    rules: { "layout/no-test-support": "error" },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { paths: { rules: { "no-deep-relative": noDeepRelative } } },
    rules: { "paths/no-deep-relative": "error" },
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
    files: ["supabase/functions/**/*.ts", "test-support/edge-functions/**/*.ts"],
    languageOptions: { globals: { Deno: "readonly" } },
  },
);
