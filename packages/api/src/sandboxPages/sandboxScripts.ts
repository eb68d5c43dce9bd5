// The sandbox stand-ins of the providers' browser scripts, served in sandbox mode only. They
// define the same globals as the real ones (PaystackPop, Stripe) with the methods the SDK uses,
// and settle the stand-in's transactions through this server, so the SDK's code path is the
// production one. Plain ES2017, no dependencies; texts in English and French (the page's lang).

/** Paystack inline.js v2: `new PaystackPop().resumeTransaction(accessCode, { onSuccess, onCancel, onError })`. */
export const PAYSTACK_INLINE_JS = String.raw`(function () {
  var origin = new URL(document.currentScript.src).origin;
  var fr = (document.documentElement.lang || '').slice(0, 2) === 'fr';
  var t = fr
    ? { title: 'Paystack (bac à sable)', note: 'Page de test : aucun argent ne circule.', pay: 'Payer', fail: 'Échec', cancel: 'Annuler', ref: 'Référence' }
    : { title: 'Paystack (sandbox)', note: 'Test page: no money moves.', pay: 'Pay', fail: 'Fail', cancel: 'Cancel', ref: 'Reference' };
  function settle(accessCode, action) {
    return fetch(origin + '/sandbox/paystack/transaction/' + encodeURIComponent(accessCode), {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: action })
    }).then(function (r) { return r.json(); });
  }
  // Styles through the CSSOM only: a page whose CSP has no 'unsafe-inline' for styles blocks
  // style attributes and <style>, not element.style.
  function css(el, rules) { for (var k in rules) el.style[k] = rules[k]; return el; }
  function PaystackPop() {}
  PaystackPop.prototype.resumeTransaction = function (accessCode, callbacks) {
    var previous = document.activeElement;
    var overlay = document.createElement('div');
    css(overlay, { position: 'fixed', inset: '0', background: 'rgba(0,0,0,.55)', display: 'flex', alignItems: 'center', justifyContent: 'center', zIndex: '2147483647' });
    var dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'paystack-sandbox-title');
    css(dialog, { background: '#fff', color: '#111', padding: '24px', borderRadius: '8px', maxWidth: '360px', font: '16px/1.4 system-ui,sans-serif' });
    var h = document.createElement('h2'); h.id = 'paystack-sandbox-title'; h.textContent = t.title; dialog.appendChild(h);
    var p = document.createElement('p'); p.textContent = t.note; dialog.appendChild(p);
    function close() { overlay.remove(); if (previous && previous.focus) previous.focus(); }
    function button(label, action) {
      var b = document.createElement('button');
      b.type = 'button'; b.textContent = label;
      css(b, { margin: '8px 8px 0 0', padding: '8px 16px', font: 'inherit' });
      b.addEventListener('click', function () {
        settle(accessCode, action).then(function (answer) {
          close();
          if (action === 'pay') callbacks.onSuccess({ reference: answer.reference, trxref: answer.reference, status: 'success', message: 'Approved' });
          else if (action === 'cancel') callbacks.onCancel();
          else if (callbacks.onError) callbacks.onError({ message: 'Transaction failed' });
          else callbacks.onCancel();
        }, function () { close(); if (callbacks.onError) callbacks.onError({ message: 'Paystack not loaded' }); });
      });
      dialog.appendChild(b);
      return b;
    }
    var first = button(t.pay, 'pay'); button(t.fail, 'fail'); button(t.cancel, 'cancel');
    overlay.appendChild(dialog);
    document.body.appendChild(overlay);
    first.focus();
  };
  PaystackPop.prototype.newTransaction = function (options) {
    if (options.onError) options.onError({ message: 'Start the transaction on the server: the sandbox resumes it with its access code.' });
  };
  window.PaystackPop = PaystackPop;
})();
`

/** Stripe.js v3: `Stripe(pk).elements().create('card').mount(el)`, `confirmCardPayment(secret, { payment_method: { card } })`. */
export const STRIPE_JS = String.raw`(function () {
  var origin = new URL(document.currentScript.src).origin;
  var fr = (document.documentElement.lang || '').slice(0, 2) === 'fr';
  // Stripe's test card that always asks for 3D Secure: a modal where the driver completes,
  // fails or cancels the authentication. Styles through the CSSOM only (strict CSPs).
  var AUTH_CARD = '4000002760003184';
  var t = fr
    ? { title: 'Authentification 3D Secure (bac à sable)', note: 'Page de test : aucun argent ne circule.', complete: 'Valider', fail: 'Échouer', cancel: 'Annuler' }
    : { title: '3D Secure authentication (sandbox)', note: 'Test page: no money moves.', complete: 'Complete', fail: 'Fail', cancel: 'Cancel' };
  function css(el, rules) { for (var k in rules) el.style[k] = rules[k]; return el; }
  function authenticate() {
    return new Promise(function (resolve) {
      var previous = document.activeElement;
      var overlay = css(document.createElement('div'), { position: 'fixed', inset: '0', background: 'rgba(0,0,0,.55)', display: 'flex', alignItems: 'center', justifyContent: 'center', zIndex: '2147483647' });
      var dialog = css(document.createElement('div'), { background: '#fff', color: '#111', padding: '24px', borderRadius: '8px', maxWidth: '360px', font: '16px/1.4 system-ui,sans-serif' });
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', 'stripe-sandbox-3ds-title');
      var h = document.createElement('h2'); h.id = 'stripe-sandbox-3ds-title'; h.textContent = t.title; dialog.appendChild(h);
      var p = document.createElement('p'); p.textContent = t.note; dialog.appendChild(p);
      function button(label, action) {
        var b = css(document.createElement('button'), { margin: '8px 8px 0 0', padding: '8px 16px', font: 'inherit' });
        b.type = 'button'; b.textContent = label;
        b.addEventListener('click', function () { overlay.remove(); if (previous && previous.focus) previous.focus(); resolve(action); });
        dialog.appendChild(b);
        return b;
      }
      var first = button(t.complete, 'complete'); button(t.fail, 'fail'); button(t.cancel, 'cancel');
      overlay.appendChild(dialog);
      document.body.appendChild(overlay);
      first.focus();
    });
  }
  function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !/^pk_/.test(publishableKey)) throw new Error('Stripe(): a publishable key (pk_…) is required.');
    return {
      elements: function () {
        return {
          create: function (type) {
            var input = null;
            return {
              type: type,
              mount: function (container) {
                var host = typeof container === 'string' ? document.querySelector(container) : container;
                input = document.createElement('input');
                input.setAttribute('aria-label', fr ? 'Numéro de carte' : 'Card number');
                input.setAttribute('autocomplete', 'cc-number');
                input.setAttribute('inputmode', 'numeric');
                input.setAttribute('placeholder', '1234 1234 1234 1234');
                input.className = 'StripeElement';
                host.appendChild(input);
              },
              value: function () { return input ? input.value.replace(/\s+/g, '') : ''; }
            };
          }
        };
      },
      confirmCardPayment: function (clientSecret, data) {
        var id = String(clientSecret).split('_secret_')[0];
        var card = data && data.payment_method && data.payment_method.card;
        var number = card && card.value ? card.value() : '';
        // Like Stripe.js: an incomplete number is refused in the browser and nothing is sent.
        if (!/^[0-9]{13,19}$/.test(number)) {
          return Promise.resolve({ error: { type: 'validation_error', code: 'incomplete_number', message: fr ? 'Le numéro de carte est incomplet.' : 'Your card number is incomplete.' } });
        }
        var confirm = function (authentication) {
          return fetch(origin + '/sandbox/stripe/v1/payment_intents/' + encodeURIComponent(id) + '/confirm', {
            method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: 'client_secret=' + encodeURIComponent(clientSecret) + '&card_number=' + encodeURIComponent(number) +
              (authentication ? '&authentication=' + authentication : '')
          }).then(function (r) { return r.json(); });
        };
        return number === AUTH_CARD ? authenticate().then(confirm) : confirm(null);
      }
    };
  }
  Stripe.version = 3;
  window.Stripe = Stripe;
})();
`

/** Wave has no browser library; this stand-in lets a page exercise the mobile-money script and its failure. */
export const WAVE_CHECKOUT_JS = String.raw`window.WaveCheckout = { sandbox: true };
`
