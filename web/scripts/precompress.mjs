// Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file
// of the build (dist/), so the server sends them without compressing per
// request (tower-http's ServeDir with precompressed_br / precompressed_gzip).
// Run by `npm run build` after `vite build`.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".txt", ".map", ".ttf"]);
// Below this, a compressed copy saves less than its headers cost.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

const root = new URL("../dist/", import.meta.url).pathname;
let count = 0;
for (const path of files(root)) {
  if (!COMPRESSIBLE.has(extname(path))) continue;
  const bytes = readFileSync(path);
  if (bytes.length < MIN_BYTES) continue;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
}
console.log(`precompress: ${count} files written as .br and .gz in ${root}`);
