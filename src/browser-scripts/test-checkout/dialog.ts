import type { CheckoutOptions } from './types';
import { UPI_ID } from '@/api/payments/test-checkout/upi';
import { actionButton, el, readOnlyField, rupees } from './elements';
import type { Words } from './words';

/**
 * The test checkout's dialog: the shop's name and logo, the amount, a prefilled test card with
 * Success and Failure buttons, and UPI (a UPI ID and Pay with UPI), in the words it is given. It is
 * styled inline, so nothing else is fetched.
 */
export interface CheckoutDialog {
  overlay: HTMLElement;
  panel: HTMLElement;
  /** Escape dismisses; Tab stays inside the dialog (listen on the document, capturing). */
  onKey: (event: KeyboardEvent) => void;
  /** Disables every button and says what is happening. */
  busy: (text: string) => void;
  /** Enables the buttons again and shows why the UPI payment did not start. */
  upiRefused: (message: string) => void;
}

export interface DialogActions {
  dismiss: () => void;
  succeed: () => void;
  fail: () => void;
  /** Called with a UPI ID of the right form only; the dialog refuses any other itself. */
  payByUpi: (vpa: string) => void;
}

const TEST_CARD = '4111 1111 1111 1111';

let dialogs = 0;

function header(options: CheckoutOptions, titleId: string, words: Words): HTMLElement {
  const head = el(
    'div',
    'display:flex;align-items:center;gap:12px;padding:18px 56px 18px 18px;' +
      `background:${options.theme?.color || '#392F5A'};color:#fff;border-radius:14px 14px 0 0;`,
  );
  if (options.image) {
    const logo = el(
      'img',
      'flex:none;width:112px;height:36px;object-fit:contain;background:#fff;' +
        'border-radius:8px;padding:4px 6px;box-sizing:border-box;',
    );
    logo.src = options.image;
    logo.alt = '';
    logo.width = 112;
    logo.height = 36;
    head.appendChild(logo);
  }
  const heading = el('div', 'min-width:0;');
  const title = el('h2', 'margin:0;font-size:18px;line-height:1.3;', options.name || words.say('title'));
  title.id = titleId;
  heading.appendChild(title);
  if (options.description) {
    heading.appendChild(el('p', 'margin:2px 0 0;font-size:14px;opacity:.9;', options.description));
  }
  head.appendChild(heading);
  return head;
}

function testCard(prefill: NonNullable<CheckoutOptions['prefill']>, words: Words): HTMLFieldSetElement {
  const card = el(
    'fieldset',
    'display:grid;grid-template-columns:minmax(0,1fr);gap:10px;min-width:0;margin:0;' +
      'padding:12px;border:1.5px solid #e6e0ec;border-radius:10px;',
  );
  card.appendChild(el('legend', 'padding:0 6px;font-weight:700;font-size:14px;', words.say('card')));
  card.appendChild(readOnlyField(words.say('cardNumber'), TEST_CARD));
  const row = el('div', 'display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:10px;');
  row.appendChild(readOnlyField(words.say('expiry'), '12 / 30'));
  row.appendChild(readOnlyField(words.say('cvv'), '123'));
  card.appendChild(row);
  if (prefill.name) card.appendChild(readOnlyField(words.say('nameOnCard'), prefill.name));
  return card;
}

let upiFields = 0;

/** The UPI ID field, Pay with UPI, and the message under it when the ID is refused. */
function upiSection(pay: (vpa: string) => void, words: Words) {
  upiFields += 1;
  const section = el(
    'fieldset',
    'display:grid;grid-template-columns:minmax(0,1fr);gap:10px;min-width:0;margin:0;' +
      'padding:12px;border:1.5px solid #e6e0ec;border-radius:10px;',
  );
  section.appendChild(el('legend', 'padding:0 6px;font-weight:700;font-size:14px;', words.say('upi')));
  const label = el(
    'label',
    'display:grid;gap:4px;font-size:13px;font-weight:600;color:#5c566e;',
    words.say('upiId'),
  );
  const input = el(
    'input',
    'box-sizing:border-box;width:100%;min-width:0;min-height:40px;padding:8px 10px;' +
      'border:1.5px solid #cfc8dc;border-radius:8px;font:inherit;font-size:15px;color:#1f1b2e;',
  );
  input.placeholder = 'success@razorpay';
  input.autocomplete = 'off';
  input.spellcheck = false;
  const errorId = `rzp-test-upi-error-${upiFields}`;
  input.setAttribute('aria-describedby', errorId);
  label.appendChild(input);
  const error = el('p', 'margin:0;min-height:1.2em;font-size:13px;color:#b3261e;');
  error.id = errorId;
  const button = actionButton(words.say('payWithUpi'), '#392F5A');
  const refuse = (message: string) => {
    error.textContent = message;
    input.setAttribute('aria-invalid', 'true');
    input.focus();
  };
  const submit = () => {
    const vpa = input.value.trim();
    if (!UPI_ID.test(vpa)) {
      refuse(words.say('upiInvalid'));
      return;
    }
    error.textContent = '';
    input.removeAttribute('aria-invalid');
    pay(vpa);
  };
  button.addEventListener('click', submit);
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    }
  });
  section.append(label, button, error);
  return { section, button, refuse };
}

/** Keeps Tab inside `panel` and lets Escape dismiss, unless a payment is in progress. */
function keyHandler(panel: HTMLElement, closeButton: HTMLButtonElement, dismiss: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (!closeButton.disabled) dismiss();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [
      ...panel.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input'),
    ].filter((node) => !node.disabled);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (!panel.contains(document.activeElement)) {
      event.preventDefault();
      first.focus();
    } else if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}

/** The overlay over the page and, on it, the modal panel, named by its title and described by the amount. */
function overlayAndPanel(titleId: string, descId: string) {
  const overlay = el(
    'div',
    'position:fixed;inset:0;z-index:2147483000;display:grid;place-items:center;padding:16px;' +
      'background:rgba(20,16,32,.62);font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;',
  );
  overlay.setAttribute('data-razorpay-test-checkout', '');

  const panel = el(
    'div',
    'position:relative;width:min(400px,100%);max-height:calc(100vh - 32px);overflow:auto;' +
      'background:#fff;color:#1f1b2e;border-radius:14px;box-shadow:0 24px 64px rgba(0,0,0,.4);',
  );
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-modal', 'true');
  panel.setAttribute('aria-labelledby', titleId);
  panel.setAttribute('aria-describedby', descId);
  panel.tabIndex = -1;
  return { overlay, panel };
}

function closeButton(dismiss: () => void, words: Words): HTMLButtonElement {
  const button = el(
    'button',
    'position:absolute;top:14px;right:14px;width:36px;height:36px;border:0;border-radius:50%;' +
      'background:rgba(255,255,255,.18);color:#fff;font-size:22px;line-height:1;cursor:pointer;',
    '\u00d7',
  );
  button.type = 'button';
  button.setAttribute('aria-label', words.say('close'));
  button.addEventListener('click', dismiss);
  return button;
}

/** "Amount to pay" and the amount in rupees, large: the dialog's accessible description. */
function amountToPay(options: CheckoutOptions, descId: string, words: Words): HTMLParagraphElement {
  const amount = el('p', 'margin:0;font-size:15px;');
  amount.id = descId;
  const figure = rupees(options.amount || 0, options.currency || 'INR');
  for (const piece of words.pieces('amountToPay')) {
    amount.appendChild(
      'text' in piece
        ? document.createTextNode(piece.text)
        : el('strong', 'font-size:24px;display:block;', figure),
    );
  }
  return amount;
}

/** The test card's Success and Failure, side by side. */
function cardOutcomes(actions: DialogActions, words: Words) {
  const row = el('div', 'display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:10px;');
  const success = actionButton(words.say('success'), '#1e7b4f');
  const failure = actionButton(words.say('failure'), '#c0262d');
  success.addEventListener('click', actions.succeed);
  failure.addEventListener('click', actions.fail);
  row.append(success, failure);
  return { row, success, failure };
}

export function checkoutDialog(
  options: CheckoutOptions,
  actions: DialogActions,
  words: Words,
): CheckoutDialog {
  dialogs += 1;
  const titleId = `rzp-test-title-${dialogs}`;
  const descId = `rzp-test-desc-${dialogs}`;
  const prefill = options.prefill ?? {};
  const { overlay, panel } = overlayAndPanel(titleId, descId);
  const close = closeButton(actions.dismiss, words);

  const body = el('div', 'display:grid;grid-template-columns:minmax(0,1fr);gap:14px;padding:18px;');
  const badge = el(
    'p',
    'margin:0;justify-self:start;padding:3px 10px;border-radius:999px;background:#fff4d6;' +
      'color:#6b4a00;font-size:12px;font-weight:700;letter-spacing:.04em;text-transform:uppercase;',
    words.say('testMode'),
  );
  const contact = el(
    'p',
    'margin:0;font-size:13px;color:#5c566e;overflow-wrap:anywhere;',
    [prefill.email, prefill.contact].filter(Boolean).join(' \u00b7 '),
  );

  const status = el('p', 'margin:0;min-height:1.2em;font-size:13px;color:#5c566e;');
  status.setAttribute('role', 'status');

  const { row, success, failure } = cardOutcomes(actions, words);
  const upi = upiSection(actions.payByUpi, words);

  body.append(
    badge,
    amountToPay(options, descId, words),
    testCard(prefill, words),
    row,
    upi.section,
    contact,
    status,
  );
  panel.append(header(options, titleId, words), close, body);
  overlay.appendChild(panel);

  const buttons = [success, failure, close, upi.button];
  return {
    overlay,
    panel,
    onKey: keyHandler(panel, close, actions.dismiss),
    busy(text) {
      for (const button of buttons) button.disabled = true;
      status.textContent = text;
    },
    upiRefused(message) {
      for (const button of buttons) button.disabled = false;
      status.textContent = '';
      upi.refuse(message);
    },
  };
}
