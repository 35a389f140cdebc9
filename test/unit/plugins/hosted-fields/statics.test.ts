// @vitest-environment jsdom
// hostedFields.supportsInputFormatting() answers as the provider's does (restricted-input 4.0.3 in braintree-web
// 3.132.0): false in Samsung Internet and older Samsung browsers and web views, true everywhere else.
import { afterEach, describe, expect, it, vi } from "vitest";
import { supportsInputFormatting } from "../../../../plugins/hosted-fields/statics.js";

const USER_AGENTS = {
  samsungInternet:
    "Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36",
  samsungInternetDesktopMode:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Safari/537.36",
  oldSamsungBrowser:
    "Mozilla/5.0 (Linux; U; Android 4.4.2; en-us; Samsung SM-G900F Build/KOT49H) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30",
  samsungDeviceInOpera:
    "Mozilla/5.0 (Linux; Android 10; Samsung SM-G973F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 OPR/79.0.0.0",
  samsungDeviceInChrome:
    "Mozilla/5.0 (Linux; Android 10; Samsung SM-G973F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36",
  androidChrome:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
  iosSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
  desktopFirefox: "Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0",
};

function withUserAgent(userAgent: string): void {
  vi.spyOn(navigator, "userAgent", "get").mockReturnValue(userAgent);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("hostedFields.supportsInputFormatting", () => {
  it("is false in Samsung Internet, whose user agent names SamsungBrowser", () => {
    withUserAgent(USER_AGENTS.samsungInternet);
    expect(supportsInputFormatting()).toBe(false);
  });

  it("is false in Samsung Internet's desktop mode, which names no Samsung device", () => {
    withUserAgent(USER_AGENTS.samsungInternetDesktopMode);
    expect(supportsInputFormatting()).toBe(false);
  });

  it("is false in an older Samsung browser that names Samsung but not Chrome", () => {
    withUserAgent(USER_AGENTS.oldSamsungBrowser);
    expect(supportsInputFormatting()).toBe(false);
  });

  it("is false on a Samsung device in a browser that only looks like Chrome (Opera)", () => {
    withUserAgent(USER_AGENTS.samsungDeviceInOpera);
    expect(supportsInputFormatting()).toBe(false);
  });

  it("is true in Chrome on a device whose user agent names Samsung", () => {
    withUserAgent(USER_AGENTS.samsungDeviceInChrome);
    expect(supportsInputFormatting()).toBe(true);
  });

  it("is true in Chrome, Safari and Firefox", () => {
    const answers = [USER_AGENTS.androidChrome, USER_AGENTS.iosSafari, USER_AGENTS.desktopFirefox].map((userAgent) => {
      withUserAgent(userAgent);
      return supportsInputFormatting();
    });
    expect(answers).toEqual([true, true, true]);
  });
});
