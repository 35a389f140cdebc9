// The smoke suite (smoke.ts) in Firefox ESR. Alone: npx vitest run --project engines test/engines/firefox.engine.ts
import { firefoxEngine } from "./firefox.js";
import { smokeSuite } from "./smoke.js";

smokeSuite(firefoxEngine());
