import { build } from "esbuild";
import { checkoutCdnBuild } from "/work/wt-checkout/build/build.ts";
const options = await checkoutCdnBuild(false, "/work/wt-checkout/dist/assets/web/3.132.0/js");
const result = await build({ ...options, write: false, metafile: true, banner: undefined, footer: undefined });
const out = Object.values(result.metafile.outputs)[0];
for (const [k, v] of Object.entries(out.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput).slice(0, 40)) console.log(v.bytesInOutput, k);
