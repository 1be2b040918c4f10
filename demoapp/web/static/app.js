// Northwind Cloud account area: renewal switch, cancel dialog, usage
// refresh, profile save and toasts.
(function () {
  'use strict';
  var TOAST_DELAY_MS = 250;    // a toast appears this long after its action completes
  var TOAST_VISIBLE_MS = 4000; // and disappears after this long
  var query = document.body.dataset.query || '';
  var fmt = new Intl.NumberFormat('en-US');

  function $(id) { return document.getElementById(id); }

  function toast(text, kind) {
    setTimeout(function () {
      var region = document.querySelector('.toast-region');
      var el = document.createElement('div');
      el.className = 'toast' + (kind === 'error' ? ' error' : '');
      el.dataset.testid = 'toast';
      el.textContent = text;
      region.appendChild(el);
      setTimeout(function () { el.remove(); }, TOAST_VISIBLE_MS);
    }, TOAST_DELAY_MS);
  }

  // --- overview: auto-renew switch -------------------------------------
  var renewSwitch = $('renew-label') && document.querySelector('[role="switch"]');
  var renewText = $('renew-text');
  var openCancel = $('open-cancel');

  function setRenew(on) {
    renewSwitch.setAttribute('aria-checked', String(on));
    renewText.textContent = on
      ? 'Renews automatically on Dec 1, 2026'
      : 'Will not renew · access ends Dec 1, 2026';
    if (openCancel) { openCancel.disabled = !on; }
  }

  if (renewSwitch) {
    renewSwitch.addEventListener('click', function () {
      var on = renewSwitch.getAttribute('aria-checked') !== 'true';
      setRenew(on);
      toast(on ? 'Auto-renew turned on' : 'Auto-renew turned off');
    });
  }

  // --- overview: cancel dialog -----------------------------------------
  var dialog = $('cancel-dialog');
  var lastFocus = null;

  function openDialog() {
    lastFocus = document.activeElement;
    dialog.hidden = false;
    $('keep-plan').focus();
  }
  function closeDialog() {
    dialog.hidden = true;
    if (lastFocus && lastFocus.focus) { lastFocus.focus(); }
  }

  if (dialog && openCancel) {
    openCancel.addEventListener('click', openDialog);
    $('keep-plan').addEventListener('click', closeDialog);
    $('confirm-cancel').addEventListener('click', function () {
      closeDialog();
      setRenew(false);
      toast('Subscription cancelled. Your plan stays active until Dec 1, 2026.');
    });
    dialog.addEventListener('click', function (e) { if (e.target === dialog) { closeDialog(); } });
    document.addEventListener('keydown', function (e) {
      if (e.key === 'Escape' && !dialog.hidden) { closeDialog(); }
    });
  }

  // --- overview: usage refresh -----------------------------------------
  var refresh = $('refresh-usage');
  var usageStatus = $('usage-status');
  if (refresh && usageStatus) {
    refresh.addEventListener('click', function () {
      refresh.disabled = true;
      refresh.setAttribute('aria-busy', 'true');
      usageStatus.className = 'status-line';
      usageStatus.textContent = 'Refreshing usage…';
      fetch('/api/usage' + query, { headers: { Accept: 'application/json' } })
        .then(function (res) {
          if (!res.ok) { throw new Error('usage ' + res.status); }
          return res.json();
        })
        .then(function (data) {
          setTimeout(function () {
            var meter = document.querySelector('usage-meter');
            if (meter) { meter.setAttribute('used', String(data.apiCalls)); }
            usageStatus.className = 'status-line ok';
            usageStatus.textContent = 'Usage updated: ' + fmt.format(data.apiCalls) + ' API calls';
          }, 100);
        })
        .catch(function () {
          usageStatus.className = 'status-line error';
          usageStatus.textContent = "Couldn't refresh usage. Try again in a minute.";
        })
        .finally(function () {
          setTimeout(function () {
            refresh.disabled = false;
            refresh.removeAttribute('aria-busy');
          }, 100);
        });
    });
  }

  // --- profile form ----------------------------------------------------
  var form = $('profile-form');
  if (form) {
    var fields = {
      name: $('name'),
      email: $('email'),
      language: $('language'),
      marketing: $('marketing')
    };

    function showError(input, errorId, bad) {
      input.setAttribute('aria-invalid', String(bad));
      $(errorId).hidden = !bad;
    }

    form.addEventListener('reset', function () {
      showError(fields.name, 'name-error', false);
      showError(fields.email, 'email-error', false);
    });

    form.addEventListener('submit', function (e) {
      e.preventDefault();
      var name = fields.name.value.trim();
      var emailOk = fields.email.value !== '' && fields.email.checkValidity();
      showError(fields.name, 'name-error', name === '');
      showError(fields.email, 'email-error', !emailOk);
      if (name === '' || !emailOk) { return; }
      var save = $('save-profile');
      save.disabled = true;
      save.textContent = 'Saving…';
      // The password is deliberately not part of the request.
      fetch('/api/profile', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: name,
          email: fields.email.value,
          language: fields.language.value,
          marketing: fields.marketing.checked
        })
      })
        .then(function (res) {
          if (!res.ok) { throw new Error('profile ' + res.status); }
          return res.json();
        })
        .then(function (p) {
          var user = document.querySelector('[data-testid="user-name"]');
          if (user) { user.textContent = p.name; }
          var avatar = document.querySelector('.avatar');
          if (avatar) {
            avatar.textContent = p.name.split(/\s+/).map(function (w) { return w.charAt(0); }).join('').slice(0, 2).toUpperCase();
          }
          toast('Profile saved');
        })
        .catch(function () { toast("Couldn't save your profile", 'error'); })
        .finally(function () {
          save.disabled = false;
          save.textContent = 'Save';
        });
    });
  }
})();
