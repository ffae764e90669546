// Browser tests against the real `fichas` server and the built SPA, driven in
// Debian's Chromium (never a downloaded browser). The store is the embedded
// one in a fresh folder, or PostgreSQL when DATABASE_URL is set.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 18181);
const bin = resolve(process.env.FICHAS_BIN ?? "../target/debug/fichas");
const dataDir = mkdtempSync(join(tmpdir(), "fichas-e2e-"));
// The demo catalogue (30 EnergyPlus compressors), as `make run` loads it; the project screen's tests calculate with it.
const catalogue = resolve("../tools/demo/compressors-sample.idf");
// The variable-speed demo model (sets at 30, 50 and 70 Hz), as `make run` loads it too.
const variableSpeed = resolve("../tools/demo/variable-speed.idf");

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: `"${bin}" import-catalogue --if-empty --data-dir "${dataDir}" --log warn "${catalogue}" "${variableSpeed}" && "${bin}" serve --bind 127.0.0.1:${port} --data-dir "${dataDir}" --web-dir "${resolve("dist")}" --log warn`,
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
