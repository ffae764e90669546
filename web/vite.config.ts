/// <reference types="vitest/config" />
import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tanstackRouter({ target: "react", autoCodeSplitting: true }), react(), tailwindcss()],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // The domain's data the screens share with the server (the number format table).
      "@domain-data": fileURLToPath(new URL("../domain/data", import.meta.url)),
    },
  },
  // Two pages: the SPA and the API reference the server serves at /api/docs.
  build: {
    // Every browser the app supports preloads modules itself; the polyfill
    // was one more request and script on every first screen.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL("./index.html", import.meta.url)),
        apiDocs: fileURLToPath(new URL("./api-docs/index.html", import.meta.url)),
      },
    },
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:8080", "/health": "http://127.0.0.1:8080" },
    // The dev server may read the domain's shared data beside web/.
    fs: { allow: [".", "../domain/data"] },
  },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test-setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
