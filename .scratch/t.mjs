import { minify } from "terser";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { transformSync } from "esbuild";
for (const f of ["dropin", "client"]) {
const src = readFileSync(`dist/assets/web/3.132.0/js/${f}.js`, "utf8");
const es = transformSync(src, { minify: true, target: "es2022" }).code;
for (const opts of [{ passes: 2 }, { passes: 2, pure_getters: true }]) {
  const out = (await minify(es, { ecma: 2020, compress: opts, mangle: true, format: { comments: false } })).code;
  console.log(f, JSON.stringify(opts), out.length, gzipSync(out, { level: 9 }).length);
}}
