// The React demo checkout: PaymentsProvider + HostedFields + PaymentMethod over the local sandbox.
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import { HostedFields, PaymentsProvider, useHostedFields } from "../../../react/index.js";
import type { BraintreeError } from "../../../kernel/index.js";

interface SandboxConfig {
  gatewayUrl: string;
  assetsUrl: string;
  tokenizationKey: string;
}

const config = JSON.parse(document.getElementById("sandbox-config")?.textContent ?? "{}") as SandboxConfig;
// A development tokenization key names no host: tell the development build where the sandbox gateway is.
(globalThis as { __PAYKIT_DEVELOPMENT_GATEWAY__?: string }).__PAYKIT_DEVELOPMENT_GATEWAY__ = config.gatewayUrl;

function PayButton({ onNonce, onError }: { onNonce: (nonce: string) => void; onError: (error: BraintreeError) => void }) {
  const { ready, tokenize, state } = useHostedFields();
  const [busy, setBusy] = useState(false);
  const complete = state ? Object.values(state.fields).every((field) => field?.isValid) : false;
  return (
    <button
      type="submit"
      id="pay"
      disabled={!ready || busy}
      aria-describedby="card-state"
      onClick={(event) => {
        event.preventDefault();
        setBusy(true);
        tokenize()
          .then((payload) => onNonce(payload.nonce), onError)
          .finally(() => setBusy(false));
      }}
    >
      Pay {complete ? "" : "(fill in the card)"}
    </button>
  );
}

function Checkout() {
  const [nonce, setNonce] = useState("");
  const [error, setError] = useState("");
  const report = (failure: BraintreeError) => setError(`${failure.code}: ${failure.message}`);
  return (
    <PaymentsProvider authorization={config.tokenizationKey}>
      <form aria-labelledby="card-heading">
        <h2 id="card-heading">Card</h2>
        <HostedFields
          fields={{
            number: { label: "Card number", placeholder: "4111 1111 1111 1111" },
            expirationDate: { label: "Expiration date", placeholder: "MM / YY" },
            cvv: { label: "CVV", placeholder: "123" },
            postalCode: { label: "Postal code", placeholder: "12345" },
          }}
          styles={{ input: { "font-size": "16px", "font-family": "system-ui, sans-serif", color: "#1b1b1b" }, ".invalid": { color: "#b00020" } }}
          fieldClassName="field"
          onError={report}
        >
          <PayButton
            onNonce={(value) => {
              setError("");
              setNonce(value);
            }}
            onError={report}
          />
        </HostedFields>
      </form>
      <p>
        Nonce: <output id="nonce">{nonce}</output>
      </p>
      <p id="error" role="alert">
        {error}
      </p>
    </PaymentsProvider>
  );
}

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Checkout />
    </StrictMode>,
  );
}
