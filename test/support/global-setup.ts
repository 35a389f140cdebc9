// The browser and unit projects' global setup: a directory shared by the run's workers (each worker is a process with
// its own sandbox, and in the browser project its own Chromium), removed when the run ends. Workers find it with
// `inject("runDirectory")`.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    runDirectory: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = await mkdtemp(join(tmpdir(), "paykit-test-run-"));
  project.provide("runDirectory", directory);
  return () => rm(directory, { recursive: true, force: true });
}
