/** The test checkout dialog's building blocks, styled inline (./dialog.ts). */

export function el<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  style: string,
  text?: string,
): HTMLElementTagNameMap[Tag] {
  const node = document.createElement(tag);
  node.style.cssText = style;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function rupees(paise: number, currency: string): string {
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency,
    minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(paise / 100);
}

export function readOnlyField(label: string, value: string): HTMLLabelElement {
  const wrap = el('label', 'display:grid;gap:4px;font-size:13px;font-weight:600;color:#5c566e;', label);
  const input = el(
    'input',
    'box-sizing:border-box;width:100%;min-width:0;min-height:40px;padding:8px 10px;' +
      'border:1.5px solid #cfc8dc;border-radius:8px;' +
      'font:inherit;font-size:15px;color:#1f1b2e;background:#f7f5fa;',
  );
  input.value = value;
  input.readOnly = true;
  input.autocomplete = 'off';
  wrap.appendChild(input);
  return wrap;
}

export function actionButton(label: string, background: string): HTMLButtonElement {
  const button = el(
    'button',
    'min-height:46px;border:0;border-radius:999px;font:inherit;font-weight:700;' +
      `font-size:16px;color:#fff;cursor:pointer;background:${background};`,
    label,
  );
  button.type = 'button';
  return button;
}
