// Reads one file out of a packed npm tarball (gzip of a ustar archive) with Node's zlib, so the command needs no `tar`.
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

const BLOCK = 512;

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString("utf8");
}

/** The text of `path` inside the tarball at `file`, or undefined when the archive has no such file. */
export function readFromTarball(file: string, path: string): string | undefined {
  const archive = gunzipSync(readFileSync(file));
  let offset = 0;
  let longName: string | undefined;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return undefined;
    const size = parseInt(field(header, 124, 12).trim() || "0", 8);
    const type = field(header, 156, 1);
    const prefix = field(header, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100));
    const body = archive.subarray(offset + BLOCK, offset + BLOCK + size);
    longName = undefined;
    if (type === "L") longName = field(body, 0, size);
    else if ((type === "0" || type === "") && name === path) return body.toString("utf8");
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return undefined;
}
