// The CDN manifest: every built asset with the sha384 integrity a page (or the loader) can pin.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { PLUGINS } from "../../../build/plugins.js";
import { ROOT } from "../../support/fixtures.js";

interface Manifest {
  version: string;
  files: Record<string, { integrity: string; bytes: number }>;
}

describe.each(["assets", "assets-development"])("dist/%s/manifest.json", (tree) => {
  it("lists the loader, the client and every plugin bundle with their frame pages", async () => {
    const manifest = JSON.parse(await readFile(`${ROOT}dist/${tree}/manifest.json`, "utf8")) as Manifest;
    expect(manifest.version).toBe("3.132.0");
    const expected = [
      "web/3.132.0/js/loader.min.js",
      "web/3.132.0/js/client.min.js",
      ...PLUGINS.map((plugin) => `web/3.132.0/js/${plugin.dir}.min.js`),
      ...PLUGINS.flatMap((plugin) =>
        Object.keys(plugin.frames ?? {}).map((name) => `web/3.132.0/html/${name}.min.html`),
      ),
    ];
    expect(Object.keys(manifest.files)).toEqual(expect.arrayContaining(expected));
  });

  it("gives each file the sha384 of its content", async () => {
    const manifest = JSON.parse(await readFile(`${ROOT}dist/${tree}/manifest.json`, "utf8")) as Manifest;
    for (const [file, entry] of Object.entries(manifest.files)) {
      const content = await readFile(`${ROOT}dist/${tree}/${file}`);
      expect(entry.integrity, file).toBe(`sha384-${createHash("sha384").update(content).digest("base64")}`);
      expect(entry.bytes, file).toBe(content.length);
    }
  });
});
