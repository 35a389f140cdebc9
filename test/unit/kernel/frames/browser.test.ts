import { describe, expect, it } from "vitest";
import { supportsPopups } from "../../../../kernel/frames/browser.js";

const DESKTOP_CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IOS_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const IOS_WEB_VIEW =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";
const ANDROID_WEB_VIEW =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UD1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0 Mobile Safari/537.36";
const FACEBOOK_IN_APP = `${IOS_SAFARI} [FBAN/FBIOS;FBAV/440.0]`;

describe("supportsPopups", () => {
  it("is true for desktop browsers", () => {
    expect(supportsPopups(DESKTOP_CHROME)).toBe(true);
  });

  it("is true for mobile Safari", () => {
    expect(supportsPopups(IOS_SAFARI)).toBe(true);
  });

  it("is false in an iOS web view", () => {
    expect(supportsPopups(IOS_WEB_VIEW)).toBe(false);
  });

  it("is false in an Android web view", () => {
    expect(supportsPopups(ANDROID_WEB_VIEW)).toBe(false);
  });

  it("is false in an in-app browser", () => {
    expect(supportsPopups(FACEBOOK_IN_APP)).toBe(false);
  });
});
