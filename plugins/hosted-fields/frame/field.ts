// The one input (or select) a frame holds: rendering, formatting, masking, validation and the events
// the page is told about. The page learns state, never the value.
import { FIELD_INPUTS, FIELD_LABELS, MAX_EXPIRATION_YEAR_AGE, type FieldKey } from "../constants.js";
import type { CardType, FieldOptions, InputEventPayload } from "../types.js";
import { cvvLength, digitsOf, numberLength, possibleCards, validate, type CardContext } from "./card.js";
import {
  caretAfterDigits,
  formatExpirationDate,
  formatNumber,
  formattedNumberLength,
  maskDigits,
} from "./formatting.js";

export type FieldEvent = InputEventPayload;

const MONTHS = ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"];

/** Input types a merchant may choose (e.g. "password" to hide the CVV); others would break formatting. */
const INPUT_TYPES = ["text", "tel", "password"];

/** A usable maxlength or minlength: the merchant's number may be anything, and a bad one must not break the field. */
function isLength(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) > 0;
}

/** An option that may be `true` or an object of settings: its settings, never a string's characters. */
function optionObject(value: unknown): object {
  return typeof value === "object" && value !== null ? value : {};
}

export class Field {
  readonly key: FieldKey;
  readonly element: HTMLInputElement | HTMLSelectElement;
  readonly #options: FieldOptions;
  readonly #context: CardContext;
  readonly #emit: (event: FieldEvent) => void;
  readonly #onChange: (value: string) => void;
  readonly #message: HTMLElement;
  #value = "";
  /** What the input showed after the last formatting: tells deleting from typing, and restores a masked value. */
  #lastDisplayed = "";
  #masked = false;
  #state = { isEmpty: true, isValid: false, isPotentiallyValid: true, isFocused: false };
  #cardTypes = "";
  #bin = "";

  constructor(
    key: FieldKey,
    options: FieldOptions,
    context: CardContext,
    emit: (event: FieldEvent) => void,
    onChange: (value: string) => void,
  ) {
    this.key = key;
    this.#options = options;
    this.#context = context;
    this.#emit = emit;
    this.#onChange = onChange;
    this.element = this.#render();
    // Screen readers read the field's messages through aria-describedby, named per field as the provider does.
    this.#message = document.getElementById("field-message") as HTMLElement;
    this.#message.id = this.element.getAttribute("aria-describedby") as string;
    this.#listen();
    if (key === "number") this.#cardTypes = this.#cardSignature();
    if (typeof options.prefill === "string" && options.prefill) this.setValue(options.prefill, false);
    else this.#refresh(false);
  }

  get value(): string {
    return this.#value;
  }

  get state() {
    return { ...this.#state };
  }

  cards(): CardType[] {
    return possibleCards(this.key === "number" ? this.#value : (this.#context.values.number ?? ""), this.#context);
  }

  #render(): HTMLInputElement | HTMLSelectElement {
    const label = document.createElement("label");
    label.htmlFor = "field";
    label.className = "visually-hidden";
    label.textContent = String(this.#options.internalLabel ?? FIELD_LABELS[this.key]);
    document.title = `Secure Credit Card Frame - ${FIELD_LABELS[this.key]}`;
    const isSelect = Boolean(this.#options.select) && (this.key === "expirationMonth" || this.key === "expirationYear");
    const element = isSelect ? this.#createSelect() : this.#createInput();
    element.id = "field";
    element.name = FIELD_INPUTS[this.key].autocomplete.replace("billing ", "");
    element.className = this.key;
    element.setAttribute("aria-describedby", `field-description-${this.key}`);
    element.setAttribute("aria-invalid", "false");
    (document.querySelector("main") as HTMLElement).prepend(label, element);
    return element;
  }

  #createSelect(): HTMLSelectElement {
    const select = document.createElement("select");
    const { options: labels } = optionObject(this.#options.select) as { options?: string[] };
    this.#fillSelect(select, Array.isArray(labels) ? labels : undefined);
    return select;
  }

  #createInput(): HTMLInputElement {
    const { numeric, autocomplete } = FIELD_INPUTS[this.key];
    const { type, maxlength, minlength, placeholder } = this.#options;
    const input = document.createElement("input");
    input.type = typeof type === "string" && INPUT_TYPES.includes(type) ? type : numeric ? "tel" : "text";
    if (numeric) input.inputMode = "numeric";
    input.autocomplete = autocomplete as AutoFill;
    const maxLength = isLength(maxlength) ? maxlength : this.#defaultMaxLength();
    if (maxLength !== undefined) input.maxLength = maxLength;
    if (isLength(minlength)) input.minLength = minlength;
    if (placeholder !== undefined) input.placeholder = String(placeholder);
    input.spellcheck = false;
    input.setAttribute("autocorrect", "off");
    input.setAttribute("autocapitalize", "none");
    return input;
  }

  #fillSelect(select: HTMLSelectElement, labels?: string[]): void {
    select.replaceChildren();
    const placeholder = document.createElement("option");
    placeholder.value = "";
    placeholder.textContent = String(this.#options.placeholder ?? FIELD_LABELS[this.key]);
    placeholder.disabled = true;
    placeholder.selected = !this.#value;
    select.append(placeholder);
    const thisYear = new Date().getFullYear();
    const values =
      this.key === "expirationMonth"
        ? MONTHS
        : Array.from({ length: MAX_EXPIRATION_YEAR_AGE + 1 }, (_, offset) => String(thisYear + offset));
    values.forEach((value, index) => {
      const option = document.createElement("option");
      option.value = value;
      option.textContent = labels?.[index] ?? value;
      option.selected = value === this.#value;
      select.append(option);
    });
  }

  setMonthOptions(labels: string[]): void {
    if (this.element instanceof HTMLSelectElement && this.key === "expirationMonth")
      this.#fillSelect(this.element, labels);
  }

  #defaultMaxLength(): number | undefined {
    if (this.key === "cvv") return cvvLength(this.#context);
    if (this.key === "number" && this.#options.formatInput !== false) return this.#numberMaxLength();
    return FIELD_INPUTS[this.key].maxLength;
  }

  #listen(): void {
    const element = this.element;
    element.addEventListener("input", () => this.#onInput());
    element.addEventListener("change", () => this.#onInput());
    const focus = () => {
      if (this.#state.isFocused) return;
      this.#unmask();
      this.#state.isFocused = true;
      this.#emitEvent("focus");
    };
    const blur = () => {
      if (!this.#state.isFocused) return;
      this.#state.isFocused = false;
      this.#mask();
      this.#emitEvent("blur");
    };
    element.addEventListener("focus", focus);
    element.addEventListener("blur", blur);
    // WebKit moves the focus from this frame to another (the next field's) without a blur on the input, only on the
    // frame's window: the window losing the focus is the field's blur, and regaining it with the input active its focus.
    const view = element.ownerDocument.defaultView;
    view?.addEventListener("blur", (event) => {
      if (event.target === view) blur();
    });
    view?.addEventListener("focus", (event) => {
      if (event.target === view && element.ownerDocument.activeElement === element) focus();
    });
    element.addEventListener("keydown", (event) => {
      if ((event as KeyboardEvent).key === "Enter") this.#emitEvent("inputSubmitRequest");
    });
  }

  #onInput(): void {
    if (this.#masked) return;
    const raw = this.element.value;
    if (this.element instanceof HTMLInputElement && this.#options.formatInput !== false) {
      const input = this.element;
      const caret = input.selectionStart ?? raw.length;
      const digitsBefore = digitsOf(raw.slice(0, caret)).length;
      const deleting = raw.length < this.#lastDisplayed.length;
      const formatted = this.#format(raw, deleting);
      if (formatted !== raw) {
        input.value = formatted;
        const position = caret >= raw.length ? formatted.length : caretAfterDigits(formatted, digitsBefore);
        input.setSelectionRange(position, position);
      }
      this.#lastDisplayed = formatted;
    }
    this.#value = this.#normalise(this.element.value);
    this.#refresh(true);
    this.#onChange(this.#value);
  }

  #format(value: string, deleting: boolean): string {
    if (this.key === "number") return formatNumber(value, numberLength(value));
    if (this.key === "expirationDate") return formatExpirationDate(value, deleting);
    if (FIELD_INPUTS[this.key].numeric) return digitsOf(value);
    return value;
  }

  /** The value as sent to the gateway: the number without spaces, everything else as shown. */
  #normalise(displayed: string): string {
    return this.key === "number" ? displayed.replace(/\s/g, "") : displayed;
  }

  /** Sets the value (prefill, autofill, clear) as if typed. */
  setValue(value: string, announce = true): void {
    this.#masked = false;
    const shown =
      this.element instanceof HTMLInputElement && this.#options.formatInput !== false
        ? this.#format(value, false)
        : value;
    this.element.value = shown;
    this.#lastDisplayed = shown;
    this.#value = this.#normalise(this.element.value);
    this.#refresh(announce);
    this.#onChange(this.#value);
  }

  /** Another field changed: re-validate (the CVV follows the brand, the month follows the year). */
  contextChanged(): void {
    if (this.key === "cvv" && this.element instanceof HTMLInputElement && !isLength(this.#options.maxlength)) {
      this.element.maxLength = cvvLength(this.#context);
    }
    this.#refresh(true);
  }

  #validity() {
    return validate(this.key, this.#value, this.#context);
  }

  #refresh(announce: boolean): void {
    const before = this.#state;
    const { isValid, isPotentiallyValid } = this.#validity();
    const isEmpty = this.#value === "";
    // Like the provider, only a value that cannot become valid is invalid: one left incomplete is neither.
    this.#state = { ...before, isEmpty, isValid, isPotentiallyValid };
    this.#applyValidityMarks();
    if (!announce) return;
    if (before.isEmpty !== isEmpty) this.#emitEvent(isEmpty ? "empty" : "notEmpty");
    if (before.isValid !== this.#state.isValid || before.isPotentiallyValid !== this.#state.isPotentiallyValid) {
      this.#emitEvent("validityChange");
    }
    if (this.key === "number") this.#announceNumber();
  }

  /** The number's own news: the brands it may still be, its BIN, and the room the brand leaves for digits. */
  #announceNumber(): void {
    const signature = this.#cardSignature();
    if (signature !== this.#cardTypes) {
      this.#cardTypes = signature;
      this.#emitEvent("cardTypeChange");
    }
    const digits = digitsOf(this.#value);
    const bin = digits.length >= 6 ? digits.slice(0, 6) : "";
    if (bin && bin !== this.#bin) this.#emit({ type: "binAvailable", field: this.state, bin, cards: this.cards() });
    this.#bin = bin;
    if (
      this.element instanceof HTMLInputElement &&
      !isLength(this.#options.maxlength) &&
      this.#options.formatInput !== false
    ) {
      this.element.maxLength = this.#numberMaxLength();
    }
  }

  /** The formatted number may hold the brand's longest length of digits plus the spaces between groups. */
  #numberMaxLength(): number {
    return formattedNumberLength(this.#value, numberLength(this.#value));
  }

  #cardSignature(): string {
    return this.cards()
      .map((card) => card.type)
      .join(",");
  }

  #applyValidityMarks(): void {
    const { classList } = this.element;
    classList.toggle("valid", this.#state.isValid);
    classList.toggle("invalid", !this.#state.isPotentiallyValid);
    classList.toggle("potentially-valid", this.#state.isPotentiallyValid && !this.#state.isValid);
    this.element.setAttribute("aria-invalid", String(!this.#state.isPotentiallyValid));
  }

  #emitEvent(type: FieldEvent["type"]): void {
    this.#emit({ type, field: this.state, cards: this.cards() });
  }

  /** maskInput: once the shopper leaves, the value is hidden (all but the last four digits of the number, if asked). */
  #mask(): void {
    const mask = this.#options.maskInput;
    if (!mask || !(this.element instanceof HTMLInputElement) || this.#value === "") return;
    const { character, showLastFour } = optionObject(mask) as { character?: unknown; showLastFour?: unknown };
    const symbol = typeof character === "string" && character !== "" ? character.slice(0, 1) : "•";
    const shown = this.element.value;
    this.element.value = FIELD_INPUTS[this.key].numeric
      ? maskDigits(shown, symbol, showLastFour === true && this.key === "number" ? 4 : 0)
      : symbol.repeat(shown.length);
    this.#masked = true;
  }

  #unmask(): void {
    if (!this.#masked || !(this.element instanceof HTMLInputElement)) return;
    this.element.value = this.#lastDisplayed || this.#value;
    this.#masked = false;
  }

  /** `disabled` is a boolean attribute (present or absent); a select shows its placeholder as the first option. */
  setAttribute(attribute: string, value: string): void {
    if (attribute === "disabled") this.element.toggleAttribute("disabled", value === "true");
    else if (attribute === "placeholder" && this.element instanceof HTMLSelectElement) this.#placeholderOption(value);
    else this.element.setAttribute(attribute, value);
  }

  removeAttribute(attribute: string): void {
    if (attribute === "placeholder" && this.element instanceof HTMLSelectElement)
      this.#placeholderOption(FIELD_LABELS[this.key]);
    else this.element.removeAttribute(attribute);
  }

  #placeholderOption(text: string): void {
    const option = (this.element as HTMLSelectElement).options[0];
    if (option) option.textContent = text;
  }

  preventAutofill(): void {
    this.element.setAttribute("autocomplete", "off");
  }

  setMessage(message: string): void {
    this.#message.textContent = message;
  }

  clear(): void {
    this.setValue("");
  }
}
