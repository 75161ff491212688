import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

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
    plugins: { "react-hooks": reactHooks },
    rules: {
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
