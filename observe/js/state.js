// ------------------------------------------------------------ values/state

function checkedState(el) {
  if (el.localName === 'input' && (inputType(el) === 'checkbox' || inputType(el) === 'radio')) {
    if (el.indeterminate) return 'mixed';
    return el.checked ? 'true' : 'false';
  }
  const a = el.getAttribute('aria-checked') || el.getAttribute('aria-pressed');
  return a === 'true' || a === 'mixed' ? a : 'false';
}

function selectedLabels(sel) {
  const out = [];
  for (const o of sel.selectedOptions) out.push(collapse(o.label || o.textContent));
  return out.join(', ');
}

function percent(v, min, max) {
  if (!isFinite(v) || !isFinite(min) || !isFinite(max) || max <= min) return '';
  return Math.round(((v - min) / (max - min)) * 100) + '%';
}

// A target's current value. Never read for password (or file) inputs.
function targetValue(el, role) {
  const t = el.localName;
  if (t === 'input') {
    const ty = inputType(el);
    if (secretInput(el) || ty === 'file') return '';
    if (ty === 'checkbox' || ty === 'radio') return stateWord(role, checkedState(el));
    if (ty === 'button' || ty === 'submit' || ty === 'reset' || ty === 'image') return '';
    return el.value;
  }
  if (t === 'textarea') return el.value;
  if (t === 'select') return selectedLabels(el);
  if (role === 'checkbox' || role === 'switch' || role === 'radio' || role === 'menuitemcheckbox' || role === 'menuitemradio') {
    return stateWord(role, checkedState(el));
  }
  if (role === 'slider' || role === 'spinbutton') return el.getAttribute('aria-valuetext') || el.getAttribute('aria-valuenow') || '';
  if (el.isContentEditable) return clip(collapse(el.textContent), 500);
  return '';
}

function stateWord(role, checked) {
  if (checked === 'mixed') return 'mixed';
  if (role === 'switch') return checked === 'true' ? 'on' : 'off';
  return checked === 'true' ? 'checked' : 'unchecked';
}

// The state of a control as a text unit (role, text), or null.
function stateUnit(el) {
  const t = el.localName;
  const role = explicitRole(el) || implicitRole(el);
  if (t === 'input') {
    const ty = inputType(el);
    if (secretInput(el) || ty === 'file' || ty === 'hidden') return null;
    if (ty === 'checkbox' || ty === 'radio') return { role: role === 'switch' ? 'switch' : (ty === 'radio' ? 'radio' : 'checkbox'), text: stateWord(role, checkedState(el)) };
    if (ty === 'range') return { role: 'slider', text: el.getAttribute('aria-valuetext') || el.value };
    if (ty === 'button' || ty === 'submit' || ty === 'reset' || ty === 'image') return null;
    if (!TEXT_INPUT.has(ty) && ty !== 'password') return el.value ? { role: 'textbox', text: el.value } : null;
    return el.value ? { role: role === 'combobox' ? 'combobox' : (role === 'searchbox' ? 'searchbox' : 'textbox'), text: el.value } : null;
  }
  if (t === 'textarea') return el.value ? { role: 'textbox', text: el.value } : null;
  if (t === 'select') { const s = selectedLabels(el); return s ? { role: role || 'combobox', text: s } : null; }
  if (t === 'progress') {
    if (el.getAttribute('aria-valuetext')) return { role: 'progressbar', text: el.getAttribute('aria-valuetext') };
    if (!el.hasAttribute('value')) return { role: 'progressbar', text: 'indeterminate' };
    return { role: 'progressbar', text: percent(el.value, 0, el.max) };
  }
  if (t === 'meter') return { role: 'meter', text: el.getAttribute('aria-valuetext') || percent(el.value, el.min, el.max) };
  switch (role) {
    case 'checkbox': case 'switch': case 'radio': case 'menuitemcheckbox': case 'menuitemradio':
      if (!el.hasAttribute('aria-checked')) return null;
      return { role, text: stateWord(role, checkedState(el)) };
    case 'progressbar': case 'meter': {
      const vt = el.getAttribute('aria-valuetext');
      if (vt) return { role, text: vt };
      const now = el.getAttribute('aria-valuenow');
      if (now === null) return role === 'progressbar' ? { role, text: 'indeterminate' } : null;
      const min = parseFloat(el.getAttribute('aria-valuemin') ?? '0');
      const max = parseFloat(el.getAttribute('aria-valuemax') ?? '100');
      return { role, text: percent(parseFloat(now), min, max) || now };
    }
    case 'slider': case 'spinbutton': {
      const v = el.getAttribute('aria-valuetext') || el.getAttribute('aria-valuenow');
      return v ? { role, text: v } : null;
    }
  }
  return null;
}

