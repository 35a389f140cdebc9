// A line diff (longest common subsequence) of two small texts, for `--dry-run`: `-` removed, `+` added, two lines of
// context around each change.
const CONTEXT = 2;

interface Line {
  mark: " " | "-" | "+";
  text: string;
}

function diffLines(a: string[], b: string[]): Line[] {
  // common[i * width + j]: the longest common subsequence of a[i..] and b[j..].
  const width = b.length + 1;
  const common = new Uint32Array((a.length + 1) * width);
  const at = (i: number, j: number) => common[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1)
      common[i * width + j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  const lines: Line[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push({ mark: " ", text: a[i] ?? "" });
      i += 1;
      j += 1;
    } else if (i < a.length && (j === b.length || at(i + 1, j) >= at(i, j + 1))) {
      lines.push({ mark: "-", text: a[i] ?? "" });
      i += 1;
    } else {
      lines.push({ mark: "+", text: b[j] ?? "" });
      j += 1;
    }
  }
  return lines;
}

export function lineDiff(before: string, after: string): string {
  const lines = diffLines(before.split(/\r?\n/), after.split(/\r?\n/));
  const nearChange = (index: number) =>
    lines.slice(Math.max(0, index - CONTEXT), index + CONTEXT + 1).some((line) => line.mark !== " ");
  return lines
    .filter((_, index) => nearChange(index))
    .map((line) => `${line.mark} ${line.text}`)
    .join("\n");
}
