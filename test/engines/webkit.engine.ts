// The smoke suite (smoke.ts) in WebKitGTK's MiniBrowser. Alone: npx vitest run --project engines test/engines/webkit.engine.ts
import { smokeSuite } from "./smoke.js";
import { webkitEngine } from "./webkit.js";

smokeSuite(webkitEngine());
