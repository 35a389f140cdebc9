// A stand-in for Cardinal's Songbird.js in jsdom (which runs no external scripts): the test drives what
// Cardinal reports. The gateway side (lookups, JWTs, challenge decisions) is the real sandbox.
import { client as clientNamespace, type Client } from "../../../../kernel/index.js";
import type { Sandbox } from "../../../support/sandbox.js";

type Listener = (...args: unknown[]) => void;

export class FakeCardinal {
  readonly listeners = new Map<string, Listener[]>();
  configured: any;
  setupJwt: unknown;
  readonly continued: unknown[][] = [];
  /** What setup does: report completion (default) or stay silent (a set-up that never finishes). */
  setupBehaviour: "complete" | "silent" = "complete";
  onContinue: ((...args: unknown[]) => void) | undefined;

  configure(config: unknown): void {
    this.configured = config;
  }

  setup(_kind: string, data: { jwt: unknown }): void {
    this.setupJwt = data.jwt;
    if (this.setupBehaviour === "complete")
      queueMicrotask(() => this.emit("payments.setupComplete", { sessionId: "df-session-1" }));
  }

  on(event: string, listener: Listener): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }

  off(event: string): void {
    this.listeners.delete(event);
  }

  trigger(): Promise<unknown> {
    return Promise.resolve({ Status: true });
  }

  continue(...args: unknown[]): void {
    this.continued.push(args);
    this.onContinue?.(...args);
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}

/** Puts a fresh stand-in on `window.Cardinal`. */
export function installCardinal(): FakeCardinal {
  const fake = new FakeCardinal();
  (window as unknown as { Cardinal: FakeCardinal }).Cardinal = fake;
  return fake;
}

/** A client for the default sandbox merchant from a fresh client token (3D Secure refuses tokenization keys). */
export async function clientTokenClient(sandbox: Sandbox): Promise<Client> {
  return clientNamespace.create({ authorization: await sandbox.createClientToken() });
}

/** A card nonce from the gateway's card endpoint. */
export async function cardNonce(client: Client, number: string): Promise<{ nonce: string; bin: string }> {
  const body = (await client.request({
    method: "post",
    endpoint: "payment_methods/credit_cards",
    data: {
      creditCard: {
        number,
        expirationMonth: "12",
        expirationYear: String(new Date().getFullYear() + 2),
        cvv: "123",
        options: { validate: false },
      },
    },
  })) as { creditCards: Array<{ nonce: string; details: { bin: string } }> };
  const card = body.creditCards[0]!;
  return { nonce: card.nonce, bin: card.details.bin };
}

/** The signed result the sandbox's challenge page hands Cardinal for a decision. */
export async function challengeResult(
  sandbox: Sandbox,
  transactionId: string,
  decision: "pass" | "fail" | "cancel",
): Promise<{ jwt: string }> {
  const response = await fetch(
    `${sandbox.gatewayUrl}/simulators/cardinal/decide?format=json&decision=${decision}&transactionId=${encodeURIComponent(transactionId)}`,
  );
  return (await response.json()) as { jwt: string };
}

export const FRICTIONLESS = "4000000000001000";
export const CHALLENGE = "4000000000001091";
