// Hosted Fields' frame placement: where a field's container is, a field frame's address and element, and the placing
// of a create's frames. The plugin places every frame with these functions (hosted-fields.ts); the loader runs
// `startEarly` (plugin.json `early`) when `braintree.hostedFields.create` is called on it, placing the frames in the
// same tick as it requests the plugin's bundle, and its kernel hands them to the plugin's `prepare`
// (kernel/registry/early.ts), which adopts them. Frame addresses depend only on the asset origin and the field keys.
// The loader carries this module, so it imports only the kernel entry and the folder's constants and types, stays
// small and raises nothing: whatever the plugin would refuse is left to the plugin's catalogue error.
import { contentWindowOf, createFrame, instanceKey, VERSION, type InstanceKey } from "../../kernel/index.js";
import { FRAME_NAME_PREFIX, FRAME_PAGE, type FieldKey } from "./constants.js";
import type { FieldOptions } from "./types.js";

/** An element, as the provider recognises one (its node type); a value that cannot even be asked is none. */
function isElement(value: unknown): value is HTMLElement {
  try {
    return typeof value === "object" && value !== null && (value as Node).nodeType === 1;
  } catch {
    return false;
  }
}

/** The field's container, given as an element or a selector; null when the option names none (or an invalid selector). */
export function findContainer(options: FieldOptions): HTMLElement | null {
  const target = options.container ?? options.selector;
  if (isElement(target)) return target;
  if (typeof target !== "string" || target === "") return null;
  try {
    return document.querySelector<HTMLElement>(target);
  } catch {
    return null;
  }
}

/**
 * Frames placed for one create before the plugin's code arrived. The loader's kernel hands this to the plugin's
 * `prepare` (kernel/registry/early.ts), never through the page; even so it carries no proof, only the key that posts it.
 */
export interface PlacedFrames {
  /** The instance id in the frames' addresses and messages, and the one way to answer them with its proof. */
  key: InstanceKey;
  /** The asset origin root the frames come from, without a trailing slash. */
  base: string;
  frames: Partial<Record<FieldKey, HTMLIFrameElement>>;
  /** The plugin listens now: stop holding the frames' messages and deliver those that came meanwhile. */
  adopt(): void;
  /** Removes the frames and stops listening (the create failed, or the plugin places its own). */
  abandon(): void;
}

/** A field frame's address: one URL per field, so the browser loads the frames side by side. */
export function frameUrl(base: string, page: string, key: FieldKey, id: string): string {
  return `${base}/web/${VERSION}/${page}?field=${key}#${id}`;
}

/** A field's frame element, named as merchants' CSS and tests expect (the plugin gives it its title). */
export function fieldFrame(key: FieldKey, src: string): HTMLIFrameElement {
  const name = `${FRAME_NAME_PREFIX}${key}`;
  const frame = createFrame({ src, name, title: "" });
  frame.id = name;
  frame.setAttribute("type", key);
  frame.style.float = "left";
  return frame;
}

/** Places the frames of a create the loader has received; `undefined` when the options need the plugin's judgement. */
export function startEarly(options: { fields?: unknown }, base: string): PlacedFrames | undefined {
  const fields = options.fields;
  if (fields === null || typeof fields !== "object") return undefined;
  const placed: Array<[FieldKey, HTMLElement]> = [];
  for (const [key, raw] of Object.entries(fields)) {
    // An unknown field key gets a frame too: the plugin refuses it, and the loader takes the frames away again.
    const container = raw !== null && typeof raw === "object" ? findContainer(raw as FieldOptions) : null;
    if (
      !container ||
      placed.some((entry) => entry[1] === container) ||
      container.querySelector(`iframe[name^="${FRAME_NAME_PREFIX}"]`)
    ) {
      return undefined;
    }
    placed.push([key as FieldKey, container]);
  }
  if (placed.length === 0) return undefined;
  // Handed to the plugin with these frames through the kernel's early-work table, never through a global.
  const key = instanceKey(new URL(base).origin);
  const { id } = key;
  // A frame asks for its configuration as soon as it has loaded, maybe before the plugin listens: held until then,
  // with the frame element it came from (a message from any other window is not one of ours and is dropped).
  const frames: PlacedFrames["frames"] = {};
  const held: Array<{ event: MessageEvent; frame: HTMLIFrameElement }> = [];
  const hold = (event: MessageEvent) => {
    if ((event.data as { paykit?: unknown } | null)?.paykit !== id) return;
    const frame = Object.values(frames).find((placed) => contentWindowOf(placed) === event.source);
    if (frame) held.push({ event, frame });
  };
  addEventListener("message", hold);
  for (const [key, container] of placed) {
    container.appendChild((frames[key] = fieldFrame(key, frameUrl(base, FRAME_PAGE, key, id))));
  }
  return {
    key,
    base,
    frames,
    adopt() {
      removeEventListener("message", hold);
      // Replayed as plain events carrying a message's fields, not as MessageEvents: under load, Firefox refused to
      // build a MessageEvent whose source is the cross-origin frame's window ("'source' member of MessageEventInit
      // could not be converted"), failing the create with that raw error. The channels read data, origin and source.
      for (const { event, frame } of held.splice(0)) {
        const source = contentWindowOf(frame);
        if (source)
          dispatchEvent(
            Object.assign(new Event("message"), { data: event.data as unknown, origin: event.origin, source }),
          );
      }
    },
    abandon() {
      removeEventListener("message", hold);
      for (const frame of Object.values(frames)) frame.remove();
    },
  };
}
