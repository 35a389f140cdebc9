import { build } from "esbuild";
import { minify } from "terser";
import { gzipSync } from "node:zlib";
import { checkoutCdnBuild } from "../build/build.ts";
const stub = process.argv.slice(2);
const options = await checkoutCdnBuild(false, "/work/wt-checkout/dist/assets/web/3.132.0/js");
const stubber = { name: "stub", setup(b: any) {
  b.onLoad({ filter: /.*/ }, (args: any) => {
    const hit = stub.find((s) => args.path.endsWith(s));
    if (!hit) return undefined;
    return { contents: "", loader: "ts" };
  });
}};
const result = await build({ ...options, write: false, banner: undefined, footer: undefined, plugins: [stubber, ...(options.plugins ?? [])], logLevel: "silent" });
const text = result.outputFiles[0].text;
const min = (await minify(text, { ecma: 2020, compress: { passes: 2 }, mangle: true, format: { comments: false } })).code!;
console.log(stub.join(",") || "(all)", min.length, gzipSync(min, { level: 9 }).length);
