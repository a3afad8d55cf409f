/**
 * The test-mode Standard Checkout the mock serves from the shop's origin, so a purchase completes
 * offline. It is JavaScript source (a string) because the page loads it with a <script> exactly as
 * it would load Razorpay's. It signs a payment the way its backend wants: in the page with the key
 * secret written in (the embedded mock, whose secret is in the page anyway), or by asking the
 * server (the Node server, whose secret never leaves it).
 *
 * It keeps Razorpay's contract: `new Razorpay(options)`, `on('payment.failed', cb)`, `open()`,
 * `close()`; Success calls `options.handler` with the payment id, order id and the HMAC-SHA256
 * signature of `order_id|payment_id`; Failure fires `payment.failed`; closing calls
 * `options.modal.ondismiss`. The dialog is styled inline: nothing else is fetched.
 */
export type TestCheckoutSigning = { keySecret: string } | { signUrl: string };

export function testCheckoutScript(signing: TestCheckoutSigning): string {
  const keySecret = 'keySecret' in signing ? signing.keySecret : '';
  const signUrl = 'signUrl' in signing ? signing.signUrl : '';
  return `(function () {
  'use strict';
  if (window.Razorpay) return;

  var KEY_SECRET = ${JSON.stringify(keySecret)};
  var SIGN_URL = ${JSON.stringify(signUrl)};
  var TEST_CARD = '4111 1111 1111 1111';
  var ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

  function randomId(prefix) {
    var bytes = crypto.getRandomValues(new Uint8Array(14));
    var id = '';
    for (var i = 0; i < bytes.length; i += 1) id += ALPHANUMERIC[bytes[i] % ALPHANUMERIC.length];
    return prefix + id;
  }

  async function sign(orderId, paymentId) {
    if (SIGN_URL) {
      var answer = await fetch(SIGN_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: orderId, payment_id: paymentId })
      });
      if (!answer.ok) throw new Error('the test checkout could not sign the payment');
      return (await answer.json()).signature;
    }
    var encoder = new TextEncoder();
    var key = await crypto.subtle.importKey(
      'raw', encoder.encode(KEY_SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']
    );
    var mac = await crypto.subtle.sign('HMAC', key, encoder.encode(orderId + '|' + paymentId));
    return Array.from(new Uint8Array(mac), function (b) { return b.toString(16).padStart(2, '0'); }).join('');
  }

  function rupees(paise, currency) {
    return new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: currency || 'INR',
      minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
      maximumFractionDigits: 2
    }).format(paise / 100);
  }

  function el(tag, style, text) {
    var node = document.createElement(tag);
    if (style) node.style.cssText = style;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  var uid = 0;

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) throw new TypeError('Razorpay must be called with new');
    this.options = options || {};
    this.listeners = {};
    this.overlay = null;
    this.opener = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (callback) { callback(payload); });
  };

  Razorpay.prototype.close = function () {
    if (!this.overlay) return;
    this.overlay.remove();
    this.overlay = null;
    document.removeEventListener('keydown', this.onKey, true);
    if (this.opener && this.opener.isConnected && typeof this.opener.focus === 'function') this.opener.focus();
  };

  Razorpay.prototype.dismiss = function () {
    if (!this.overlay) return;
    this.close();
    var modal = this.options.modal || {};
    if (typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.open = function () {
    if (this.overlay) return;
    var self = this;
    var o = this.options;
    var colour = (o.theme && o.theme.color) || '#392F5A';
    var prefill = o.prefill || {};
    uid += 1;
    var titleId = 'rzp-test-title-' + uid;
    var descId = 'rzp-test-desc-' + uid;

    var overlay = el('div',
      'position:fixed;inset:0;z-index:2147483000;display:grid;place-items:center;padding:16px;' +
      'background:rgba(20,16,32,.62);font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;');
    overlay.setAttribute('data-razorpay-test-checkout', '');

    var panel = el('div',
      'position:relative;width:min(400px,100%);max-height:calc(100vh - 32px);overflow:auto;' +
      'background:#fff;color:#1f1b2e;border-radius:14px;box-shadow:0 24px 64px rgba(0,0,0,.4);');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('aria-labelledby', titleId);
    panel.setAttribute('aria-describedby', descId);
    panel.tabIndex = -1;

    var head = el('div', 'display:flex;align-items:center;gap:12px;padding:18px 56px 18px 18px;' +
      'background:' + colour + ';color:#fff;border-radius:14px 14px 0 0;');
    if (o.image) {
      var logo = el('img', 'flex:none;width:112px;height:36px;object-fit:contain;background:#fff;' +
        'border-radius:8px;padding:4px 6px;box-sizing:border-box;');
      logo.src = o.image;
      logo.alt = '';
      logo.width = 112;
      logo.height = 36;
      head.appendChild(logo);
    }
    var heading = el('div', 'min-width:0;');
    var title = el('h2', 'margin:0;font-size:18px;line-height:1.3;', o.name || 'Checkout');
    title.id = titleId;
    heading.appendChild(title);
    if (o.description) heading.appendChild(el('p', 'margin:2px 0 0;font-size:14px;opacity:.9;', o.description));
    head.appendChild(heading);

    var closeButton = el('button',
      'position:absolute;top:14px;right:14px;width:36px;height:36px;border:0;border-radius:50%;' +
      'background:rgba(255,255,255,.18);color:#fff;font-size:22px;line-height:1;cursor:pointer;', '\\u00d7');
    closeButton.type = 'button';
    closeButton.setAttribute('aria-label', 'Close');
    closeButton.addEventListener('click', function () { self.dismiss(); });

    var body = el('div', 'display:grid;grid-template-columns:minmax(0,1fr);gap:14px;padding:18px;');
    var badge = el('p', 'margin:0;justify-self:start;padding:3px 10px;border-radius:999px;background:#fff4d6;' +
      'color:#6b4a00;font-size:12px;font-weight:700;letter-spacing:.04em;text-transform:uppercase;', 'Test mode');
    var amount = el('p', 'margin:0;font-size:15px;');
    amount.id = descId;
    amount.appendChild(document.createTextNode('Amount to pay: '));
    amount.appendChild(el('strong', 'font-size:24px;display:block;', rupees(Number(o.amount) || 0, o.currency)));

    var field = function (label, value, autocomplete) {
      var wrap = el('label', 'display:grid;gap:4px;font-size:13px;font-weight:600;color:#5c566e;', label);
      var input = el('input', 'box-sizing:border-box;width:100%;min-width:0;min-height:40px;padding:8px 10px;' +
        'border:1.5px solid #cfc8dc;border-radius:8px;' +
        'font:inherit;font-size:15px;color:#1f1b2e;background:#f7f5fa;');
      input.value = value;
      input.readOnly = true;
      if (autocomplete) input.autocomplete = autocomplete;
      wrap.appendChild(input);
      return wrap;
    };
    var card = el('fieldset', 'display:grid;grid-template-columns:minmax(0,1fr);gap:10px;min-width:0;margin:0;' +
      'padding:12px;border:1.5px solid #e6e0ec;border-radius:10px;');
    card.appendChild(el('legend', 'padding:0 6px;font-weight:700;font-size:14px;', 'Card (test card, prefilled)'));
    card.appendChild(field('Card number', TEST_CARD, 'off'));
    var row = el('div', 'display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:10px;');
    row.appendChild(field('Expiry', '12 / 30', 'off'));
    row.appendChild(field('CVV', '123', 'off'));
    card.appendChild(row);
    if (prefill.name) card.appendChild(field('Name on card', prefill.name, 'off'));

    var contact = el('p', 'margin:0;font-size:13px;color:#5c566e;overflow-wrap:anywhere;',
      [prefill.email, prefill.contact].filter(Boolean).join(' \\u00b7 '));

    var status = el('p', 'margin:0;min-height:1.2em;font-size:13px;color:#5c566e;');
    status.setAttribute('role', 'status');

    var actions = el('div', 'display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:10px;');
    var button = function (label, background) {
      var b = el('button', 'min-height:46px;border:0;border-radius:999px;font:inherit;font-weight:700;' +
        'font-size:16px;color:#fff;cursor:pointer;background:' + background + ';', label);
      b.type = 'button';
      return b;
    };
    var success = button('Success', '#1e7b4f');
    var failure = button('Failure', '#c0262d');
    actions.appendChild(success);
    actions.appendChild(failure);

    var busy = function (text) {
      success.disabled = true;
      failure.disabled = true;
      closeButton.disabled = true;
      status.textContent = text;
    };

    success.addEventListener('click', async function () {
      busy('Processing payment\\u2026');
      var paymentId = randomId('pay_');
      var signature;
      try {
        signature = await sign(o.order_id, paymentId);
      } catch (error) {
        self.close();
        self.emit('payment.failed', {
          error: {
            code: 'SERVER_ERROR',
            description: 'The test checkout could not reach the shop (test mode)',
            source: 'business',
            step: 'payment_authorization',
            reason: 'server_error',
            metadata: { order_id: o.order_id, payment_id: paymentId }
          }
        });
        return;
      }
      self.close();
      if (typeof o.handler === 'function') {
        o.handler({
          razorpay_payment_id: paymentId,
          razorpay_order_id: o.order_id,
          razorpay_signature: signature
        });
      }
    });

    failure.addEventListener('click', function () {
      busy('Payment failed');
      var paymentId = randomId('pay_');
      self.close();
      self.emit('payment.failed', {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed (test mode)',
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: o.order_id, payment_id: paymentId }
        }
      });
    });

    body.appendChild(badge);
    body.appendChild(amount);
    body.appendChild(card);
    body.appendChild(contact);
    body.appendChild(actions);
    body.appendChild(status);
    panel.appendChild(head);
    panel.appendChild(closeButton);
    panel.appendChild(body);
    overlay.appendChild(panel);

    // Escape dismisses; Tab stays inside the dialog while it is open.
    this.onKey = function (event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        if (!closeButton.disabled) self.dismiss();
        return;
      }
      if (event.key !== 'Tab') return;
      var focusable = Array.prototype.filter.call(
        panel.querySelectorAll('button, input'),
        function (node) { return !node.disabled; }
      );
      if (focusable.length === 0) return;
      var first = focusable[0];
      var last = focusable[focusable.length - 1];
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
    document.addEventListener('keydown', this.onKey, true);

    this.opener = document.activeElement;
    this.overlay = overlay;
    document.body.appendChild(overlay);
    panel.focus();
  };

  window.Razorpay = Razorpay;
})();
`;
}
