// The browser benchmarks (e2e/bench), on the same server set-up as the browser tests.
import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

export default defineConfig({ ...base, testDir: "./e2e/bench", testMatch: "**/*.bench.ts" });
