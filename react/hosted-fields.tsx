import { createContext, useContext, useEffect, useRef, type CSSProperties, type ReactNode } from "react";
import type { BraintreeError } from "../kernel/index.js";
import type {
  FieldKey,
  FieldOptions,
  HostedFields as HostedFieldsInstance,
  HostedFieldsState,
  HostedFieldsTokenizePayload,
  StylesOptions,
  TokenizeOptions,
} from "../plugins/hosted-fields/index.js";
import { outsideProvider } from "./core/misuse.js";
import { DEFAULT_STYLE_ATTRIBUTE, adoptDefaultStyles } from "./default-styles.js";
import { usePaymentsContext } from "./provider.js";
import { useComponent, useInstanceMethod, useInstanceState, useLifecycleCallbacks } from "./use-component.js";

/**
 * A field's options, plus the visible label React renders for its container and the container's `id` (by default
 * `paykit-field-<key>`; give each field its own when a page has two `<HostedFields>`, so ids stay unique).
 */
export type HostedFieldProps = Omit<FieldOptions, "container" | "selector"> & { label?: ReactNode; id?: string };

export interface HostedFieldsProps {
  fields: Partial<Record<FieldKey, HostedFieldProps>>;
  styles?: StylesOptions;
  onReady?: (instance: HostedFieldsInstance) => void;
  onError?: (error: BraintreeError) => void;
  /**
   * Class of each field's container (the element that receives the frame). Containers look like a
   * text input by default (border, 2.75rem tall, padding); any rule of this class overrides that.
   */
  fieldClassName?: string;
  /** Inline style of each field's container, applied over the default look. */
  fieldStyle?: CSSProperties;
  /** Leaves the containers without the default look: the page's CSS alone sizes and draws them. */
  unstyled?: boolean;
  /**
   * Enter in a field submits the form the fields are in, as Enter in a text input does: its default button is clicked
   * (nothing happens while that button is disabled), or, with no submit button, the form is submitted. Default true;
   * `false` when the page answers the instance's `inputSubmitRequest` itself.
   */
  submitOnEnter?: boolean;
  children?: ReactNode;
}

export interface HostedFieldsApi {
  instance?: HostedFieldsInstance;
  ready: boolean;
  state?: HostedFieldsState;
  error?: BraintreeError;
  tokenize: (options?: TokenizeOptions) => Promise<HostedFieldsTokenizePayload>;
}

const HostedFieldsContext = createContext<HostedFieldsApi | undefined>(undefined);

const STATE_EVENTS = ["focus", "blur", "empty", "notEmpty", "validityChange", "cardTypeChange"] as const;

const NOT_READY = ["Hosted Fields", "tokenize once onReady has been called, inside <HostedFields>"] as const;

/** Card entry in secure frames: one container per field, created once the client is ready. */
export function HostedFields({
  fields,
  styles,
  onReady,
  onError,
  fieldClassName,
  fieldStyle,
  unstyled,
  submitOnEnter = true,
  children,
}: HostedFieldsProps) {
  const { client, error: clientError } = usePaymentsContext("<HostedFields>");
  const containers = useRef(new Map<FieldKey, HTMLElement>());
  const keys = Object.keys(fields) as FieldKey[];
  // Labels are React nodes (not serialisable) and ids name containers: neither is an option of the frames, and
  // neither re-creates the fields.
  const configKey = JSON.stringify({
    fields: keys.map((key) => ({ ...fields[key], label: undefined, id: undefined, key })),
    styles,
  });
  const { instance, error } = useComponent<HostedFieldsInstance>(
    "hostedFields",
    client,
    () => {
      const withContainers: Record<string, FieldOptions> = {};
      for (const key of keys) {
        const container = containers.current.get(key);
        if (!container) return undefined;
        const { label: _label, id: _id, ...options } = fields[key] ?? {};
        withContainers[key] = { ...options, container };
      }
      return { fields: withContainers, styles };
    },
    configKey,
  );
  const state = useInstanceState(instance, STATE_EVENTS, (fields) => fields.getState());

  useEffect(() => {
    if (!unstyled) adoptDefaultStyles(document);
  }, [unstyled]);

  useEffect(() => {
    if (!instance || !submitOnEnter) return undefined;
    const submit = () => {
      const form = [...containers.current.values()].find((container) => container.isConnected)?.closest("form");
      if (form) submitImplicitly(form);
    };
    instance.on("inputSubmitRequest", submit);
    return () => {
      instance.off("inputSubmitRequest", submit);
    };
  }, [instance, submitOnEnter]);

  const reported = clientError ?? error;
  useLifecycleCallbacks(instance, reported, onReady, onError);

  const tokenize = useInstanceMethod(instance, reported, NOT_READY, (ready, options?: TokenizeOptions) =>
    ready.tokenize(options),
  );

  const api: HostedFieldsApi = { instance, ready: Boolean(instance), state, error: reported, tokenize };
  return (
    <HostedFieldsContext.Provider value={api}>
      {keys.map((key) => {
        const id = fields[key]?.id ?? `paykit-field-${key}`;
        return (
          <div key={key} className="paykit-hosted-field">
            {fields[key]?.label !== undefined && (
              <span className="paykit-hosted-field-label">{fields[key]?.label}</span>
            )}
            <div
              id={id}
              className={fieldClassName}
              style={fieldStyle}
              data-paykit-field={key}
              {...(unstyled ? {} : { [DEFAULT_STYLE_ATTRIBUTE]: "" })}
              ref={(element) => {
                if (element) containers.current.set(key, element);
                else containers.current.delete(key);
              }}
            />
          </div>
        );
      })}
      {children}
    </HostedFieldsContext.Provider>
  );
}

/**
 * What Enter in a form's text input does (HTML's implicit submission): a click on the form's default button, its first
 * submit button, unless that button is disabled; a form without one is submitted.
 */
function submitImplicitly(form: HTMLFormElement): void {
  const button = [...form.elements].find(
    (element): element is HTMLButtonElement | HTMLInputElement =>
      (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) &&
      (element.type === "submit" || element.type === "image"),
  );
  if (!button) form.requestSubmit();
  else if (!button.disabled) button.click();
}

/** State and `tokenize` of the nearest `HostedFields`; outside one there are no fields, so it throws at once. */
export function useHostedFields(): HostedFieldsApi {
  const api = useContext(HostedFieldsContext);
  if (!api) throw outsideProvider("useHostedFields", "<HostedFields>");
  return api;
}
