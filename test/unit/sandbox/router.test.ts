// The gateway's one route table (sandbox/gateway/router.ts, routes.ts): HTTP routes by method and path
// pattern, GraphQL operations by name, each area in a file named for what it serves.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createGatewayContext, type GatewayContext, type GatewayRequest } from "../../../sandbox/gateway/context.js";
import { Router, get, operation, post } from "../../../sandbox/gateway/router.js";
import { ROOT } from "../../support/fixtures.js";

const context = createGatewayContext({} as Parameters<typeof createGatewayContext>[0]);

function request(method: string, path: string): Omit<GatewayRequest, "params"> {
  return { method, path, query: {}, headers: {}, body: undefined };
}

describe("the gateway router", () => {
  it("hands the handler the decoded segments its path pattern names", () => {
    const router = new Router([
      get("/merchants/:merchantId/things/:id", (received) => ({ status: 200, body: received.params })),
    ]);
    expect(router.handle(request("GET", "/merchants/m%201/things/a%2Fb"), context)).toEqual({
      status: 200,
      body: { merchantId: "m 1", id: "a/b" },
    });
  });

  it("keeps a segment whose percent-encoding is broken as it came", () => {
    const router = new Router([get("/things/:id", (received) => ({ status: 200, body: received.params }))]);
    expect(router.handle(request("GET", "/things/%E0%A4%A"), context)).toEqual({
      status: 200,
      body: { id: "%E0%A4%A" },
    });
  });

  it("matches literal segments exactly, dots included", () => {
    const router = new Router([get("/simulators/cardinal/songbird.js", () => ({ status: 200, body: "script" }))]);
    expect(router.handle(request("GET", "/simulators/cardinal/songbirdXjs"), context).status).toBe(404);
  });

  it("answers 405 when the path is served for other methods only", () => {
    const router = new Router([post("/client_token", () => ({ status: 201, body: {} }))]);
    expect(router.handle(request("GET", "/client_token"), context)).toEqual({
      status: 405,
      body: { error: { message: "Method GET not allowed" } },
    });
  });

  it("answers 404 naming the request when nothing serves the path", () => {
    const router = new Router([]);
    expect(router.handle(request("GET", "/nowhere"), context)).toEqual({
      status: 404,
      body: { error: { message: "No route for GET /nowhere" } },
    });
  });

  it("refuses a table with two routes for one method and path pattern", () => {
    const handle = () => ({ status: 200, body: {} });
    expect(() => new Router([get("/things/:id", handle), get("/things/:other", handle)])).toThrow(
      "two routes for GET /things/:other",
    );
  });

  it("refuses a table with two handlers for one GraphQL operation", () => {
    const handle = () => ({ status: 200, body: {} });
    expect(() => new Router([operation("PaymentContext", handle), operation("PaymentContext", handle)])).toThrow(
      "two routes for the GraphQL operation PaymentContext",
    );
  });

  it("gives the state an area declares one instance per gateway", () => {
    const slot = { name: "counter", create: () => ({ count: 0 }) };
    const other: GatewayContext = createGatewayContext({} as Parameters<typeof createGatewayContext>[0]);
    context.state(slot).count += 1;
    expect(context.state(slot).count).toBe(1);
    expect(other.state(slot).count).toBe(0);
  });
});

describe("the gateway's files", () => {
  it("names every payment method file like the plugin folder it serves", () => {
    const methods = readdirSync(join(ROOT, "sandbox/gateway/methods")).filter((file) => file.endsWith(".ts"));
    const plugins = readdirSync(join(ROOT, "plugins"));
    expect(methods.length).toBeGreaterThan(10);
    for (const file of methods) expect(plugins, file).toContain(file.replace(/\.ts$/, ""));
  });
});
