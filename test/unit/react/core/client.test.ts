// The framework-free store behind <PaymentsProvider>: one client per authorization, shown as loading, ready or
// failed, against the sandbox.
import { beforeEach, describe, expect, it } from "vitest";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { ClientStore, clientStore, LOADING } from "../../../../react/core/client.js";
import { apiRequests, useSandbox } from "../../../support/sandbox.js";

const sandbox = useSandbox();

beforeEach(() => {
  clearClientCache();
  sandbox().clearFaults();
  sandbox().clearRequests();
});

describe("ClientStore", () => {
  it("is loading until watched, then ready with the client", async () => {
    const store = new ClientStore(sandbox().tokenizationKey);
    expect(store.getSnapshot()).toBe(LOADING);
    const stop = store.subscribe(() => undefined);
    await expect.poll(() => store.getSnapshot().status).toBe("ready");
    expect(store.getSnapshot().client?.getConfiguration().gatewayConfiguration.merchantId).toBe(sandbox().merchantId);
    stop();
  });

  it("shows the kernel's catalogue error when the configuration is refused, and asks again for the next watcher", async () => {
    sandbox().inject({ path: "/v1/configuration", status: 401 });
    const store = new ClientStore(sandbox().tokenizationKey);
    store.subscribe(() => undefined)();
    await expect.poll(() => store.getSnapshot().status).toBe("error");
    expect(store.getSnapshot().error).toMatchObject({ code: "CLIENT_AUTHORIZATION_INVALID" });
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    const stop = store.subscribe(() => undefined);
    await expect.poll(() => store.getSnapshot().status).toBe("ready");
    stop();
  });

  it("is one store, and one configuration request, per authorization", async () => {
    const first = clientStore(sandbox().tokenizationKey);
    expect(clientStore(sandbox().tokenizationKey)).toBe(first);
    const stops = [first.subscribe(() => undefined), first.subscribe(() => undefined)];
    await expect.poll(() => first.getSnapshot().status).toBe("ready");
    expect(apiRequests(sandbox()).filter((request) => request.path.endsWith("/v1/configuration"))).toHaveLength(1);
    for (const stop of stops) stop();
  });
});
