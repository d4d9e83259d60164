/*
 * Yatrika payment sandbox: the provider's checkout script interface (window.Razorpay),
 * served from our own host so payments work offline. Same options, same events, same
 * three confirmation fields, signed for real by the server with the key secret.
 *
 * Plain script, no dependencies. Styles are set through the CSSOM (element.style),
 * which a content security policy without 'unsafe-inline' styles still allows.
 */
/* global window, document */
(function () {
  'use strict';

  var script = document.currentScript;
  // The pay endpoint sits beside this script, wherever the page itself is served from.
  var PAY_URL = new URL('pay', script && script.src ? script.src : new URL('/api/payment/sandbox/checkout.js', window.location.href)).toString();
  var DEFAULT_COLOR = '#0f5f5c';
  var FONT = 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';

  function rupees(paise) {
    var amount = Number(paise) / 100;
    var whole = Number.isInteger(amount);
    return '\u20B9' + amount.toLocaleString('en-IN', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
  }

  function element(tag, style, text) {
    var node = document.createElement(tag);
    if (style) Object.assign(node.style, style);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function button(label, style) {
    var node = element('button', Object.assign({
      font: '600 15px/1.2 ' + FONT,
      borderRadius: '10px',
      padding: '12px 16px',
      cursor: 'pointer',
      border: '1px solid transparent',
      transition: 'filter 120ms ease',
    }, style), label);
    node.type = 'button';
    // No stylesheet, so focus is drawn here: a clear ring for keyboard users.
    node.addEventListener('focus', function () {
      node.style.outline = '3px solid #e39a17';
      node.style.outlineOffset = '2px';
    });
    node.addEventListener('blur', function () {
      node.style.outline = 'none';
    });
    return node;
  }

  var dialogCount = 0;

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) throw new TypeError('Razorpay must be called with new');
    if (!options || typeof options !== 'object') throw new Error('Razorpay options are required');
    if (!options.key) throw new Error('No key passed');
    this.options = options;
    this._handlers = {};
    this._view = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    if (typeof callback === 'function') (this._handlers[event] = this._handlers[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype._emit = function (event, payload) {
    (this._handlers[event] || []).forEach(function (callback) {
      try {
        callback(payload);
      } catch (error) {
        console.error(error);
      }
    });
  };

  /** Closes the dialog without calling modal.ondismiss, as the provider's close() does. */
  Razorpay.prototype.close = function () {
    var view = this._view;
    if (!view) return;
    this._view = null;
    document.removeEventListener('keydown', view.onKeydown, true);
    view.overlay.remove();
    document.body.style.overflow = view.bodyOverflow;
    if (view.returnFocus && typeof view.returnFocus.focus === 'function') view.returnFocus.focus();
  };

  Razorpay.prototype._dismiss = function () {
    if (!this._view || this._view.busy) return;
    this.close();
    var modal = this.options.modal;
    if (modal && typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.open = function () {
    if (this._view) return this;
    var options = this.options;
    var color = (options.theme && options.theme.color) || DEFAULT_COLOR;
    var id = 'yatrika-sandbox-' + ++dialogCount;

    var overlay = element('div', {
      position: 'fixed',
      inset: '0',
      zIndex: '2147483000',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: '16px',
      background: 'rgba(28, 25, 23, 0.55)',
      fontFamily: FONT,
    });
    overlay.setAttribute('data-sandbox-checkout', '');

    var card = element('div', {
      width: '100%',
      maxWidth: '400px',
      background: '#ffffff',
      borderRadius: '16px',
      overflow: 'hidden',
      boxShadow: '0 24px 60px -12px rgba(28, 25, 23, 0.45)',
      color: '#1c1917',
    });
    card.setAttribute('role', 'dialog');
    card.setAttribute('aria-modal', 'true');
    card.setAttribute('aria-labelledby', id + '-title');
    card.setAttribute('aria-describedby', id + '-amount');

    var header = element('div', { background: color, color: '#ffffff', padding: '18px 24px' });
    var titleRow = element('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '12px' });
    var title = element('h2', { margin: '0', font: '700 20px/1.2 ' + FONT, color: '#ffffff' }, options.name || 'Yatrika');
    title.id = id + '-title';
    var badge = element('span', {
      font: '600 11px/1 ' + FONT,
      letterSpacing: '0.06em',
      textTransform: 'uppercase',
      padding: '5px 8px',
      borderRadius: '999px',
      background: 'rgba(255, 255, 255, 0.18)',
      border: '1px solid rgba(255, 255, 255, 0.45)',
    }, 'Test mode');
    titleRow.append(title, badge);
    header.append(titleRow);
    if (options.description) {
      header.append(element('p', { margin: '6px 0 0', font: '400 14px/1.4 ' + FONT, opacity: '0.92' }, String(options.description)));
    }

    var body = element('div', { padding: '20px 24px 24px' });
    body.append(element('p', { margin: '0', font: '500 13px/1.4 ' + FONT, color: '#57534e' }, 'Amount to pay'));
    var amount = element('p', { margin: '2px 0 0', font: '700 34px/1.15 ' + FONT, color: '#1c1917' }, rupees(options.amount));
    amount.id = id + '-amount';
    body.append(amount);
    var order = element('p', { margin: '10px 0 0', font: '400 13px/1.4 ' + FONT, color: '#57534e' }, 'Order ');
    order.append(element('code', { font: '500 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', color: '#1c1917' }, String(options.order_id || '—')));
    body.append(order);
    var prefill = options.prefill || {};
    var payer = [prefill.name, prefill.email, prefill.contact].filter(Boolean).join(' · ');
    if (payer) body.append(element('p', { margin: '4px 0 0', font: '400 13px/1.4 ' + FONT, color: '#57534e' }, 'Paying as ' + payer));

    var note = element('p', {
      margin: '16px 0 0',
      padding: '10px 12px',
      borderRadius: '10px',
      background: '#fdf1d6',
      color: '#7a4a08',
      font: '400 13px/1.45 ' + FONT,
    }, 'Sandbox checkout: no real money moves. Pay succeeds, Fail is declined by the bank.');
    body.append(note);

    var status = element('p', { margin: '14px 0 0', minHeight: '20px', font: '500 14px/1.4 ' + FONT, color: '#57534e' });
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    body.append(status);

    var pay = button('Pay ' + rupees(options.amount), { width: '100%', marginTop: '8px', background: color, color: '#ffffff' });
    var fail = button('Fail', { flex: '1', background: '#ffffff', color: '#b91c1c', borderColor: '#fca5a5' });
    var cancel = button('Cancel', { flex: '1', background: '#ffffff', color: '#44403c', borderColor: '#d6d3d1' });
    var row = element('div', { display: 'flex', gap: '10px', marginTop: '10px' });
    row.append(fail, cancel);
    body.append(pay, row);

    card.append(header, body);
    overlay.append(card);

    var buttons = [pay, fail, cancel];
    var view = {
      overlay: overlay,
      busy: false,
      bodyOverflow: document.body.style.overflow,
      returnFocus: document.activeElement,
      onKeydown: (event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          this._dismiss();
        } else if (event.key === 'Tab') {
          // Focus stays inside the dialog while it is open.
          var enabled = buttons.filter(function (b) { return !b.disabled; });
          if (enabled.length === 0) return event.preventDefault();
          var index = enabled.indexOf(document.activeElement);
          var next = event.shiftKey ? (index <= 0 ? enabled.length - 1 : index - 1) : (index + 1) % enabled.length;
          event.preventDefault();
          enabled[next].focus();
        }
      },
    };

    function setBusy(busy, message, isError) {
      view.busy = busy;
      buttons.forEach(function (b) {
        b.disabled = busy;
        b.style.opacity = busy ? '0.6' : '1';
        b.style.cursor = busy ? 'progress' : 'pointer';
      });
      status.textContent = message || '';
      status.style.color = isError ? '#b91c1c' : '#57534e';
    }

    var attempt = (outcome) => {
      if (!options.order_id) return setBusy(false, 'This checkout has no order_id.', true);
      setBusy(true, outcome === 'success' ? 'Processing payment\u2026' : 'Contacting the bank\u2026');
      fetch(PAY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key_id: options.key, order_id: options.order_id, outcome: outcome }),
      })
        .then(function (response) {
          return response.json().catch(function () { return {}; }).then(function (answer) {
            return { ok: response.ok, answer: answer };
          });
        })
        .then((result) => {
          if (this._view !== view) return;
          if (!result.ok) return setBusy(false, result.answer.message || 'The payment could not be processed.', true);
          if (outcome === 'success') {
            view.busy = false;
            this.close();
            if (typeof options.handler === 'function') options.handler(result.answer);
            return;
          }
          // Like the provider, a declined payment leaves the dialog open for another try.
          setBusy(false, 'Payment failed: ' + result.answer.error.description + ' Try again or cancel.', true);
          this._emit('payment.failed', result.answer);
        })
        .catch(() => {
          if (this._view === view) setBusy(false, 'Could not reach the payment sandbox. Check your connection and try again.', true);
        });
    };

    pay.addEventListener('click', () => attempt('success'));
    fail.addEventListener('click', () => attempt('failure'));
    cancel.addEventListener('click', () => this._dismiss());

    this._view = view;
    document.addEventListener('keydown', view.onKeydown, true);
    document.body.style.overflow = 'hidden';
    document.body.append(overlay);
    pay.focus();
    return this;
  };

  window.Razorpay = Razorpay;
})();
