// ESLint 9 flat config: TypeScript rules without type information (tsc checks
// types) and the React hooks rules, as `npm run lint` and `make lint` run it.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist", "node_modules", "test-results", "playwright-report", "src/routeTree.gen.ts"] },
  {
    files: ["**/*.{ts,tsx,js}"],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, reactHooks.configs.flat.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // As tsc's noUnusedLocals: properties taken out of an object to keep the rest are used.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
      // `let [a, b] = ...` where only one is reassigned reads better than two statements.
      "prefer-const": ["error", { destructuring: "all" }],
    },
  },
);
