// React's <HostedFields> is visible with no merchant CSS, and the merchant's own CSS wins over its defaults.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { buildFixture } from "../support/fixtures.js";
import { fieldFrame } from "../support/page.js";
import { useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();

beforeAll(async () => {
  await buildFixture("react-app.tsx", "react-app");
});

const tab = usePage(() => {
  sandbox().clearFaults();
});
let page: Page;
let consoleProblems: string[];
beforeEach(() => {
  page = tab.page();
  consoleProblems = tab.consoleProblems();
});

/** Mounts the React fixture's card fields on a blank page served under the strict policy. */
async function mountFields(props: { fieldClassName?: string; unstyled?: boolean; css?: string } = {}): Promise<void> {
  await page.goto(`${sandbox().demoUrl}/blank?csp=strict`);
  await page.evaluate(
    async ({ src, gateway, css }) => {
      (globalThis as { __PAYKIT_DEVELOPMENT_GATEWAY__?: string }).__PAYKIT_DEVELOPMENT_GATEWAY__ = gateway;
      document.body.innerHTML = '<div id="app"></div>';
      if (css) {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      await new Promise<void>((resolve, reject) => {
        const script = document.createElement("script");
        script.type = "module";
        script.src = src;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error(`could not load ${src}`));
        document.head.appendChild(script);
      });
    },
    { src: `${sandbox().demoUrl}/app/react-app.js`, gateway: sandbox().gatewayUrl, css: props.css ?? "" },
  );
  await page.evaluate(
    ({ auth, fieldClassName, unstyled }) => window.mountCheckout({ authorization: auth, fieldClassName, unstyled }),
    { auth: sandbox().tokenizationKey, fieldClassName: props.fieldClassName, unstyled: props.unstyled },
  );
  await page.waitForFunction(() => window.readyCount > 0);
}

/** The computed box of a field's container and of the frame inside it. */
function boxOf(key: string): Promise<{ height: number; border: string; frameHeight: number }> {
  return page.evaluate((field) => {
    const container = document.querySelector(`[data-paykit-field="${field}"]`) as HTMLElement;
    const style = getComputedStyle(container);
    return {
      height: container.getBoundingClientRect().height,
      border: `${style.borderTopWidth} ${style.borderTopStyle}`,
      frameHeight: (container.querySelector("iframe") as HTMLIFrameElement).getBoundingClientRect().height,
    };
  }, key);
}

describe("<HostedFields> containers", () => {
  it("are bordered boxes as tall as a text input when the page has no CSS for them", async () => {
    await mountFields();
    const box = await boxOf("number");
    expect(box).toMatchObject({ height: 44, border: "1px solid" });
    expect(box.frameHeight).toBe(42);
    expect(consoleProblems).toEqual([]);
  });

  it("take the merchant's class over the default look", async () => {
    await mountFields({ fieldClassName: "tall", css: ".tall { height: 80px; border: 3px dashed red; }" });
    expect(await boxOf("cvv")).toMatchObject({ height: 80, border: "3px dashed" });
  });

  it("keep no default look when unstyled", async () => {
    await mountFields({ unstyled: true });
    expect((await boxOf("number")).border).toBe("0px none");
  });
});

describe("the card field frames", () => {
  it("write in the system UI font by default", async () => {
    await mountFields();
    const frame = await fieldFrame(page, "number");
    const family = await frame.evaluate(() => getComputedStyle(document.querySelector("#field") as Element).fontFamily);
    expect(family.startsWith("system-ui")).toBe(true);
  });
});
