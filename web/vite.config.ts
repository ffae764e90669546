/// <reference types="vitest/config" />
import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { firstScreenHtml } from "./src/components/layout/first-screen";

/** index.html paints the first screen without waiting for a request or a
 * script (issue 24): the stylesheet inline instead of a render-blocking
 * link, the scripts asked for after the first paint, and the static copy of
 * the screen's heading
 * (src/components/layout/first-screen.ts). The stylesheet's file stays in
 * assets/ (nothing else names it). The API reference page is left as built. */
function firstScreen(): Plugin {
  return {
    name: "fichas-first-screen",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        if (ctx.filename !== fileURLToPath(new URL("./index.html", import.meta.url)) || !ctx.bundle) return html;
        const bundle = ctx.bundle;
        const { style, body } = firstScreenHtml();
        const inlined = html.replace(/<link rel="stylesheet"[^>]*href="\/assets\/([^"]+\.css)"[^>]*>/g, (_link, file: string) => {
          const asset = bundle[`assets/${file}`];
          if (!asset || asset.type !== "asset") throw new Error(`first screen: no ${file} in the bundle`);
          return `<style>${String(asset.source)}</style>`;
        });
        if (inlined === html) throw new Error("first screen: index.html names no stylesheet to inline");
        // The application's scripts are named to theme-init.js, which asks
        // for them once the first screen has painted (see there).
        let entry = "";
        const preloads: string[] = [];
        const deferred = inlined
          .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => ((entry = src), ""))
          .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => (preloads.push(href), ""));
        if (!entry) throw new Error("first screen: index.html names no module script");
        return deferred
          .replace('<script src="/theme-init.js">', `<script src="/theme-init.js" data-entry="${entry}" data-preload="${preloads.join(" ")}">`)
          .replace("</head>", `<style>${style}</style>\n  </head>`)
          .replace('<div id="root">', `${body}\n    <div id="root">`);
      },
    },
  };
}

export default defineConfig({
  plugins: [tanstackRouter({ target: "react", autoCodeSplitting: true }), react(), tailwindcss(), firstScreen()],
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
