// observe.js — the one function jev injects into a frame.
//
// It is sent whole with every Frame.Evaluate and dispatches on arg.op:
//
//   observe  walk the document once and return, as one JSON string, the
//            frame's interactive targets (ordered and capped), its text
//            units in reading order and the verdicts on its child iframes;
//   reread   report, for refs of an earlier snapshot, whether each observed
//            node is unchanged, changed, hidden, detached or replaced;
//   element  return the observed node itself (for acting), or {status} when
//            it may not be acted on.
//
// Observed nodes are kept in a registry held on a Symbol-keyed,
// non-enumerable property of window. Nothing is written on the app's
// elements: no attribute, no property, no selector.
async (arg) => {
  'use strict';

  // ---------------------------------------------------------------- registry

  const KEY = Symbol.for('jev.observe.registry/v1');
  const MAX_SNAPSHOTS = 32; // snapshots retained per document (oldest evicted)

  function registry(create) {
    let r = window[KEY];
    if (!r && create) {
      r = { doc: Math.random().toString(36).slice(2) + Date.now().toString(36), snaps: new Map() };
      Object.defineProperty(window, KEY, { value: r, enumerable: false, configurable: false, writable: false });
    }
    return r;
  }

  // ------------------------------------------------------------- vocabulary

  // Elements that flow inside a line: they never start a text unit.
  const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'data', 'del', 'dfn', 'em',
    'font', 'i', 'img', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup',
    'time', 'u', 'var', 'wbr', 'abbr', 'big', 'tt', 'nobr', 'slot']);
  // Subtrees that hold no readable text or are read elsewhere (iframes are frames of their own).
  const SKIP = new Set(['script', 'style', 'template', 'noscript', 'svg', 'canvas', 'iframe', 'frame',
    'object', 'embed', 'video', 'audio', 'head', 'math', 'datalist']);
  // Roles that make an element a target.
  const INTERACTIVE_ROLES = new Set(['button', 'link', 'checkbox', 'switch', 'tab', 'menuitem',
    'menuitemcheckbox', 'menuitemradio', 'radio', 'combobox', 'textbox', 'searchbox', 'option', 'slider',
    'spinbutton', 'listbox', 'treeitem']);
  // Roles whose accessible name may come from their content.
  const NAME_FROM_CONTENT = new Set(['button', 'link', 'checkbox', 'switch', 'tab', 'menuitem',
    'menuitemcheckbox', 'menuitemradio', 'radio', 'option', 'treeitem', 'heading', 'cell', 'gridcell',
    'columnheader', 'rowheader', 'tooltip']);
  // Shortlist classes (seed 000): form controls, then buttons/tabs/menuitems,
  // then links, then everything else. Kept in step with OrderSpec in Go.
  const ROLE_CLASS = {
    textbox: 0, searchbox: 0, combobox: 0, checkbox: 0, radio: 0, switch: 0, spinbutton: 0, slider: 0, listbox: 0,
    button: 1, tab: 1, menuitem: 1, menuitemcheckbox: 1, menuitemradio: 1,
    link: 2,
  };
  // Text unit roles by tag and by explicit role.
  const UNIT_TAG = {
    h1: 'heading', h2: 'heading', h3: 'heading', h4: 'heading', h5: 'heading', h6: 'heading',
    p: 'paragraph', li: 'listitem', dt: 'term', dd: 'definition', td: 'cell', label: 'label',
    caption: 'caption', figcaption: 'caption', legend: 'legend', blockquote: 'blockquote', output: 'status',
  };
  const UNIT_ROLE = {
    heading: 'heading', paragraph: 'paragraph', listitem: 'listitem', term: 'term', definition: 'definition',
    cell: 'cell', gridcell: 'cell', columnheader: 'columnheader', rowheader: 'rowheader', status: 'status',
    alert: 'alert', note: 'note', caption: 'caption', tooltip: 'tooltip', log: 'status',
  };
  // Unit roles sent as their index in this list (kept in step with
  // unitRoleCodes in Go).
  const UNIT_ROLE_CODES = ['text', 'paragraph', 'heading', 'label', 'listitem', 'cell', 'columnheader', 'rowheader', 'term', 'definition', 'caption', 'legend', 'blockquote', 'status', 'alert', 'note', 'tooltip', 'textbox', 'checkbox', 'radio', 'switch', 'combobox', 'listbox', 'searchbox', 'slider', 'spinbutton', 'progressbar', 'meter', 'menuitemcheckbox', 'menuitemradio'];
  const ROLE_CODE = new Map(UNIT_ROLE_CODES.map((r, i) => [r, String(i)]));
  // Regions whose aria-label names the text inside them.
  const REGION_TAG = new Set(['section', 'nav', 'aside', 'main', 'form', 'article', 'fieldset', 'dialog']);
  const REGION_ROLE = new Set(['region', 'navigation', 'complementary', 'main', 'form', 'article', 'group',
    'dialog', 'alertdialog', 'search', 'banner', 'contentinfo', 'tabpanel']);
  const TEXT_INPUT = new Set(['text', 'email', 'tel', 'url', 'search', 'number', 'date', 'datetime-local',
    'month', 'time', 'week', 'color', '']);

  // -------------------------------------------------------------- utilities

  const NONSPACE = /\S/;
  const HEADING_TAG = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
  // Controls whose state is a unit of its own (and which start no text unit).
  const CONTROL_TAG = new Set(['input', 'select', 'textarea', 'progress', 'meter']);
  const STATE_ROLE = new Set(['checkbox', 'switch', 'radio', 'progressbar', 'meter', 'slider', 'spinbutton',
    'menuitemcheckbox', 'menuitemradio']);

  // The units string's field separator: DEL (U+007F), one byte that no JSON
  // layer escapes and that page text does not carry (it is replaced by a
  // space in texts).
  const US = '\x7f';
  const sep = (s) => (s.indexOf(US) < 0 ? s : s.split(US).join(' '));
  const collapse = (s) => (s || '').replace(/\s+/g, ' ').trim();
  const clip = (s, n) => (s.length > n ? s.slice(0, n) : s);

  // The element children of a node in the flat tree: an open shadow root
  // replaces the host's light children; a slot yields what is assigned to it.
  function flatChildren(node) {
    if (node.shadowRoot) return node.shadowRoot.childNodes;
    if (node.localName === 'slot' && typeof node.assignedNodes === 'function') {
      const a = node.assignedNodes({ flatten: true });
      if (a.length) return a;
    }
    return node.childNodes;
  }

  // The parent in the flat tree (through slots and shadow roots).
  function flatParent(node) {
    if (node.assignedSlot) return node.assignedSlot;
    const p = node.parentNode;
    if (p && p.nodeType === 11) return p.host || null;
    return p;
  }

  // Whether a contains b in the flat (composed) tree.
  function composedContains(a, b) {
    for (let n = b; n; n = flatParent(n)) if (n === a) return true;
    return false;
  }

  function inputType(el) {
    return (el.getAttribute('type') || '').toLowerCase();
  }

  function explicitRole(el) {
    const r = el.getAttribute('role');
    if (!r) return '';
    return r.trim().split(/\s+/)[0].toLowerCase();
  }

  function implicitRole(el) {
    const t = el.localName;
    switch (t) {
      case 'a': case 'area': return el.hasAttribute('href') ? 'link' : '';
      case 'button': case 'summary': return 'button';
      case 'select': return (el.multiple || el.size > 1) ? 'listbox' : 'combobox';
      case 'textarea': return 'textbox';
      case 'input': {
        switch (inputType(el)) {
          case 'hidden': return '';
          case 'button': case 'submit': case 'reset': case 'image': case 'file': return 'button';
          case 'checkbox': return 'checkbox';
          case 'radio': return 'radio';
          case 'range': return 'slider';
          case 'number': return 'spinbutton';
          case 'search': return el.hasAttribute('list') ? 'combobox' : 'searchbox';
          default: return el.hasAttribute('list') ? 'combobox' : 'textbox';
        }
      }
      case 'h1': case 'h2': case 'h3': case 'h4': case 'h5': case 'h6': return 'heading';
      case 'progress': return 'progressbar';
      case 'meter': return 'meter';
      case 'option': return 'option';
    }
    return '';
  }

  // The target role of an element, or '' when it is not interactive.
  function targetRole(el, t, explicit) {
    if (t === undefined) { t = el.localName; explicit = explicitRole(el); }
    let native = false;
    switch (t) {
      case 'a': case 'area': native = el.hasAttribute('href'); break;
      case 'button': case 'select': case 'textarea': case 'summary': native = true; break;
      case 'input': native = inputType(el) !== 'hidden'; break;
    }
    if (!native && el.hasAttribute('contenteditable') && el.isContentEditable &&
      !(el.parentElement && el.parentElement.isContentEditable)) {
      return INTERACTIVE_ROLES.has(explicit) ? explicit : 'textbox';
    }
    if (explicit && INTERACTIVE_ROLES.has(explicit)) {
      // <option> inside a native <select> is read through the select.
      if (t === 'option' && el.closest('select')) return '';
      return explicit;
    }
    if (native) return implicitRole(el);
    if (explicit && explicit !== 'presentation' && explicit !== 'none' && explicit !== 'generic') {
      const ti = el.getAttribute('tabindex');
      if (ti !== null && parseInt(ti, 10) >= 0) return explicit;
    }
    return '';
  }

  // -------------------------------------------------------------- visibility

  const visCache = new Map();

  // Rendered, not visibility:hidden, not zero-size. display:contents has no
  // box of its own and is judged by what it contains.
  function isVisible(el) {
    let v = visCache.get(el);
    if (v !== undefined) return v;
    if (el.checkVisibility({ visibilityProperty: true })) {
      const r = el.getBoundingClientRect();
      v = r.width > 0 && r.height > 0;
    } else {
      v = getComputedStyle(el).display === 'contents';
    }
    visCache.set(el, v);
    return v;
  }

  // Visible and not inside an aria-hidden subtree (used on re-reads, where
  // the node is not reached through a pruning walk).
  function deepVisible(el) {
    if (!isVisible(el)) return false;
    for (let n = el; n; n = flatParent(n)) {
      if (n.nodeType === 1 && n.getAttribute('aria-hidden') === 'true') return false;
    }
    return true;
  }

  function clipsOverflow(el) {
    const cs = getComputedStyle(el);
    return cs.overflowY !== 'visible' || cs.overflowX !== 'visible';
  }

  function inViewport(el) {
    const r = el.getBoundingClientRect();
    return r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth && r.width > 0 && r.height > 0;
  }

  // ------------------------------------------------------------------ naming

  // Text of a subtree for naming: visible text, alt of images, aria-label of
  // descendants; form control values are never included (a password field
  // must not leak through a label).
  function textOf(node, includeHidden, skip) {
    const out = [];
    (function rec(n) {
      if (n.nodeType === 3) { out.push(n.data); return; }
      if (n.nodeType !== 1 && n.nodeType !== 11) return;
      if (n.nodeType === 1) {
        if (n === skip) return;
        const t = n.localName;
        if (SKIP.has(t) && t !== 'svg') return;
        if (!includeHidden) {
          if (n.getAttribute('aria-hidden') === 'true') return;
          if (!n.checkVisibility() && getComputedStyle(n).display !== 'contents') return;
        }
        if (t === 'input' || t === 'select' || t === 'textarea') return;
        const al = n.getAttribute('aria-label');
        if (al && collapse(al) && n !== node) { out.push(' ', al, ' '); return; }
        if (t === 'img' || t === 'area') { out.push(' ', n.getAttribute('alt') || '', ' '); return; }
        if (t === 'svg') { const ti = n.querySelector('title'); if (ti) out.push(' ', ti.textContent, ' '); return; }
        if (t === 'br') { out.push(' '); return; }
        const block = !INLINE.has(t);
        if (block) out.push(' ');
        const kids = flatChildren(n);
        for (let i = 0; i < kids.length; i++) rec(kids[i]);
        if (block) out.push(' ');
        return;
      }
      const kids = n.childNodes;
      for (let i = 0; i < kids.length; i++) rec(kids[i]);
    })(node);
    return collapse(out.join(''));
  }

  function byIdIn(el, id) {
    const root = el.getRootNode();
    return (root.getElementById ? root.getElementById(id) : null) || document.getElementById(id);
  }

  function labelledBy(el) {
    const ids = el.getAttribute('aria-labelledby');
    if (!ids) return '';
    const parts = [];
    for (const id of ids.trim().split(/\s+/)) {
      const n = byIdIn(el, id);
      if (n) parts.push(n.getAttribute('aria-label') || textOf(n, true, null));
    }
    return collapse(parts.join(' '));
  }

  // Labels seen by the current walk, by their for= id. el.labels scans the
  // whole document on every call (quadratic on large forms), so a walk
  // indexes labels once and names are computed from the index.
  let labelIndex = null;
  const wrapLabel = new Map(); // element → its wrapping <label>, recorded by the walk

  // Native labels: label[for] first, then a wrapping label.
  function nativeLabel(el) {
    let ordered;
    if (labelIndex) {
      ordered = [];
      const root = el.getRootNode();
      if (el.id) for (const l of labelIndex.get(el.id) || []) if (l.getRootNode() === root) ordered.push(l);
      const w = wrapLabel.get(el);
      if (w && !w.htmlFor && !ordered.includes(w) && w.control === el) ordered.push(w);
    } else {
      const labels = el.labels;
      if (!labels || !labels.length) return '';
      ordered = [...labels].sort((a, b) => (b.htmlFor === el.id) - (a.htmlFor === el.id));
    }
    return collapse(ordered.map((l) => labelText.get(l) ?? textOf(l, false, el)).join(' '));
  }

  // Text of the <label> units the current walk emitted (a label's unit text
  // is its name text: control values never enter either).
  const labelText = new Map();

  // Accessible name, in accname order: aria-labelledby, aria-label, native
  // label / alt / value-for-buttons, content text, title, placeholder.
  function accName(el, role) {
    let s = labelledBy(el);
    if (s) return s;
    s = collapse(el.getAttribute('aria-label'));
    if (s) return s;
    const t = el.localName;
    if (t === 'input') {
      const ty = inputType(el);
      if (ty === 'button' || ty === 'submit' || ty === 'reset') {
        s = nativeLabel(el);
        if (s) return s;
        s = collapse(el.getAttribute('value'));
        if (s) return s;
        if (ty === 'submit') return 'Submit';
        if (ty === 'reset') return 'Reset';
      } else if (ty === 'image') {
        s = collapse(el.getAttribute('alt')) || collapse(el.getAttribute('value'));
        if (s) return s;
      } else {
        s = nativeLabel(el);
        if (s) return s;
      }
    } else if (t === 'select' || t === 'textarea' || t === 'button' || t === 'meter' || t === 'progress' || t === 'output') {
      s = nativeLabel(el);
      if (s) return s;
    } else if (t === 'img' || t === 'area') {
      s = collapse(el.getAttribute('alt'));
      if (s) return s;
    }
    if (NAME_FROM_CONTENT.has(role) || t === 'button' || t === 'a' || t === 'summary') {
      s = textOf(el, false, null);
      if (s) return s;
    }
    s = collapse(el.getAttribute('title'));
    if (s) return s;
    return collapse(el.getAttribute('placeholder') || el.getAttribute('aria-placeholder'));
  }

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
      if (ty === 'password' || ty === 'file') return '';
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
      if (ty === 'password' || ty === 'file' || ty === 'hidden') return null;
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

  // ---------------------------------------------------------------- context

  function regionLabel(el) {
    const t = el.localName;
    const r = explicitRole(el);
    if (!(REGION_TAG.has(t) || REGION_ROLE.has(r))) return '';
    return labelledBy(el) || collapse(el.getAttribute('aria-label'));
  }

  function isCellish(el) {
    const t = el.localName;
    if (t === 'td' || t === 'th') return true;
    const r = explicitRole(el);
    return r === 'cell' || r === 'gridcell' || r === 'columnheader' || r === 'rowheader';
  }

  function isHeaderCell(el) {
    const r = explicitRole(el);
    return el.localName === 'th' || r === 'columnheader' || r === 'rowheader';
  }

  // The cells of a row, with the column each starts at.
  function rowCells(row) {
    const out = [];
    let col = 0;
    for (const c of row.children) {
      if (!isCellish(c)) continue;
      out.push({ cell: c, col });
      col += c.colSpan || 1;
    }
    return out;
  }

  const tableCache = new Map();

  // Column header texts of a table (HTML or ARIA), by column.
  function columnHeaders(table) {
    let cols = tableCache.get(table);
    if (cols) return cols;
    cols = [];
    let headRow = null;
    if (table.tHead && table.tHead.rows.length) headRow = table.tHead.rows[0];
    if (!headRow) {
      const first = table.rows ? table.rows[0] : table.querySelector('[role=row]');
      if (first) {
        const cells = rowCells(first);
        if (cells.length && cells.every((c) => isHeaderCell(c.cell) && explicitRole(c.cell) !== 'rowheader' && c.cell.getAttribute('scope') !== 'row')) headRow = first;
      }
    }
    if (headRow) for (const c of rowCells(headRow)) cols[c.col] = textOf(c.cell, false, null);
    tableCache.set(table, cols);
    return cols;
  }

  // "column header · row header" of a cell, as in "Price · Anker Nano 30W".
  function cellContext(cell) {
    const hdrs = cell.getAttribute('headers');
    if (hdrs) {
      const parts = hdrs.trim().split(/\s+/).map((id) => byIdIn(cell, id)).filter(Boolean).map((n) => textOf(n, true, null));
      const s = collapse(parts.join(' · '));
      if (s) return s;
    }
    const row = cell.parentElement;
    const table = cell.closest('table,[role=table],[role=grid],[role=treegrid]');
    if (!row || !table) return '';
    const cells = rowCells(row);
    const me = cells.find((c) => c.cell === cell);
    const parts = [];
    if (me) {
      const cols = columnHeaders(table);
      const ch = cols[me.col];
      if (ch && !(cols.length && row.parentElement === table.tHead)) parts.push(ch);
    }
    const rh = cells.find((c) => c.cell !== cell && isHeaderCell(c.cell) && explicitRole(c.cell) !== 'columnheader' &&
      !(row.parentElement && row.parentElement === table.tHead));
    if (rh && (!me || rh.col < me.col)) parts.push(textOf(rh.cell, false, null));
    return parts.join(' · ');
  }

  function termOf(dd) {
    for (let n = dd.previousElementSibling; n; n = n.previousElementSibling) {
      if (n.localName === 'dt') return textOf(n, false, null);
    }
    // <div> wrappers inside a <dl>: look at the wrapper's previous siblings too.
    const p = dd.parentElement;
    if (p && p.localName === 'div') {
      for (let n = p.firstElementChild; n && n !== dd; n = n.nextElementSibling) if (n.localName === 'dt') return textOf(n, false, null);
    }
    return '';
  }

  function scopeOf(el, ctx, headingEl) {
    if (ctx.fieldset) {
      const lg = [...ctx.fieldset.children].find((c) => c.localName === 'legend');
      const s = lg ? textOf(lg, false, null) : '';
      if (s) return s;
    }
    if (ctx.form) {
      const s = labelledBy(ctx.form) || collapse(ctx.form.getAttribute('aria-label'));
      if (s) return s;
    }
    return headingEl ? textOf(headingEl, false, null) : '';
  }

  // ------------------------------------------------------------------- modal

  function isModalCandidate(el) {
    const r = explicitRole(el);
    if ((r === 'dialog' || r === 'alertdialog') && el.getAttribute('aria-modal') === 'true') return true;
    if (el.localName === 'dialog' && el.open) {
      try { return el.matches(':modal'); } catch (e) { return false; }
    }
    return false;
  }

  // The topmost visible modal in the light DOM of this document, or null.
  function findModal() {
    let found = null;
    const list = document.querySelectorAll('dialog[open],[role=dialog][aria-modal=true],[role=alertdialog][aria-modal=true]');
    for (const el of list) if (isModalCandidate(el) && deepVisible(el)) found = el;
    return found;
  }

  // -------------------------------------------------------------------- walk

  // One pass over the flat tree from root. Collects every visible target
  // (role, class, viewport, walk order, scope inputs) and every text unit
  // (reserved when its block starts, so units come out in reading order).
  //
  // The zero-height clip test (see visit) and a target's size and viewport
  // need a layout read per element, and layout reads interleaved with the
  // walk's style reads cost far more than the same reads in a row. So the
  // first pass only lists the blocks to test and takes every interactive
  // candidate for a target, logging what it writes outside S; blocks and
  // candidates are then measured in one batch. When no block clips and no
  // zero-size candidate changed anything but the target list (the common
  // case), the first pass is exactly the walk; else its writes are undone
  // and the walk runs again with the measurements known.
  function walk(root, opts) {
    const mk = (known) => ({
      targets: [], units: [], stack: [], lastHeading: '', lastHeadingEl: null,
      text: opts.text, vp: opts.vp, watchModal: !!opts.watchModal, shadowModal: null,
      vh: innerHeight, vw: innerWidth,
      // First pass: blocks to clip-test, target candidates to measure, undo log.
      checks: known ? null : [], cands: known ? null : [], undo: known ? null : [], notOwn: 0,
      // Second pass: what the first pass measured.
      clip: known ? known.clip : null, rects: known ? known.rects : null,
    });
    const ctx0 = { fieldset: null, form: null, region: '', inTarget: false, label: null, inert: false };
    labelIndex = new Map();
    let S = mk(null);
    visit(root, ctx0, S, true);
    let clipped = null;
    for (const el of S.checks) {
      if (el.clientHeight === 0 && clipsOverflow(el)) (clipped || (clipped = new Set())).add(el);
    }
    // Measure the target candidates. A zero-size one is no target; when
    // taking it for one changed nothing else (no state unit, no text that
    // counted as a control's) it is simply dropped.
    let rerun = !!clipped, zero = false;
    const rects = new Map();
    for (const x of S.cands) {
      const r = x.t.el.getBoundingClientRect();
      rects.set(x.t.el, r);
      if (r.width > 0 && r.height > 0) {
        x.t.vp = S.vp && r.bottom > 0 && r.right > 0 && r.top < S.vh && r.left < S.vw;
      } else {
        zero = true;
        x.t.el = null;
        if (x.matters) rerun = true;
      }
    }
    if (!rerun) {
      if (zero) {
        S.targets = S.targets.filter((x) => x.el);
        S.targets.forEach((x, i) => { x.order = i; });
      }
      return S;
    }
    for (let i = S.undo.length - 1; i >= 0; i--) {
      const [m, k, had, prev] = S.undo[i];
      if (had) m.set(k, prev); else m.delete(k);
    }
    labelIndex = new Map();
    S = mk({ clip: clipped || new Set(), rects });
    visit(root, ctx0, S, true);
    return S;
  }

  // Set m[k] = v, logging the previous entry when S keeps an undo log.
  function logSet(S, m, k, v) {
    if (S.undo) S.undo.push([m, k, m.has(k), m.get(k)]);
    m.set(k, v);
  }

  const VIS_OPTS = { visibilityProperty: true };

  // Visit one node of the flat tree. pvis says whether the parent element is
  // rendered and not visibility:hidden (text nodes inherit it).
  function visit(node, ctx, S, pvis) {
    const type = node.nodeType;
    if (type === 3) {
      const top = S.stack.length ? S.stack[S.stack.length - 1] : null;
      if (!top) return;
      const data = node.data;
      if (!NONSPACE.test(data)) { top.buf += ' '; return; }
      if (!pvis) return;
      top.buf += data;
      // Text of a control (a button's or link's label) is page text only
      // when its block also says something of its own.
      if (!ctx.inTarget) top.own++;
      else S.notOwn++;
      return;
    }
    if (type === 11) { // a document fragment or shadow root given as a root
      for (let k = node.firstChild; k; k = k.nextSibling) visit(k, ctx, S, pvis);
      return;
    }
    if (type !== 1) return;
    const el = node;
    const t = el.localName;
    if (SKIP.has(t)) return;
    if (el.getAttribute('aria-hidden') === 'true') return;
    // One style check per element: rendered and visible (the common case),
    // or find out why not. display:none prunes the subtree; display:contents
    // is judged by its parent; visibility:hidden hides this element and its
    // text but a descendant may be visible again.
    let vis = el.checkVisibility(VIS_OPTS);
    let contents = false;
    if (!vis) {
      if (!el.checkVisibility()) {
        if (getComputedStyle(el).display !== 'contents') return;
        contents = true;
        vis = pvis;
      }
    }
    // A block with no height that clips its overflow (a collapsed panel, a
    // 0×0 "visually hidden" box) shows nothing of its subtree. clientHeight
    // is cheap; the computed overflow is read only when it is 0.
    if (!contents && el.firstChild && !INLINE.has(t)) {
      if (S.checks) S.checks.push(el);
      else if (S.clip ? S.clip.has(el) : (el.clientHeight === 0 && clipsOverflow(el))) return;
    }
    const explicit = explicitRole(el);
    if (S.watchModal && (t === 'dialog' || explicit === 'dialog' || explicit === 'alertdialog') &&
      el.getRootNode() !== document && isModalCandidate(el) && deepVisible(el)) S.shadowModal = el;

    // Context carried down to descendants.
    let c = ctx;
    if (t === 'fieldset' || t === 'form') c = Object.assign({}, c, t === 'form' ? { form: el } : { fieldset: el });
    if (t === 'label') {
      c = Object.assign({}, c, { label: el });
      const f = el.htmlFor;
      if (f && labelIndex) { const l = labelIndex.get(f); if (l) l.push(el); else labelIndex.set(f, [el]); }
    }
    if (ctx.label && (t === 'input' || t === 'select' || t === 'textarea' || t === 'button' || t === 'meter' || t === 'progress' || t === 'output')) logSet(S, wrapLabel, el, ctx.label);
    const region = (REGION_TAG.has(t) || explicit) ? regionLabel(el) : '';
    if (region) c = Object.assign({}, c, { region });
    if (!ctx.inert && el.hasAttribute('inert')) c = Object.assign({}, c, { inert: true });

    // Targets: interactive, visible, not zero-size, not inert.
    const role = targetRole(el, t, explicit);
    let isTarget = false;
    let cand = null;
    if (role && vis && !contents && !c.inert && S.cands) {
      // First pass: measured after the walk (see walk).
      isTarget = true;
      const x = { el, role, cls: role in ROLE_CLASS ? ROLE_CLASS[role] : 3, vp: false,
        order: S.targets.length, ctx: c, headingEl: S.lastHeadingEl };
      S.targets.push(x);
      cand = { t: x, matters: false, notOwn: S.notOwn };
      S.cands.push(cand);
    } else if (role && vis && !contents && !c.inert) {
      const r = (S.rects && S.rects.get(el)) || el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) {
        isTarget = true;
        const vp = S.vp && r.bottom > 0 && r.right > 0 && r.top < S.vh && r.left < S.vw;
        S.targets.push({
          el, role, cls: role in ROLE_CLASS ? ROLE_CLASS[role] : 3, vp,
          order: S.targets.length, ctx: c, headingEl: S.lastHeadingEl,
        });
      }
    }
    const headingHere = HEADING_TAG.has(t) || explicit === 'heading';
    if (headingHere) S.lastHeadingEl = el;

    // State of a control (checked, selected option, progress) as a unit of its own.
    const control = CONTROL_TAG.has(t);
    if (S.text && vis && (control || STATE_ROLE.has(explicit))) {
      const st = isTarget || isVisible(el) ? stateUnit(el) : null;
      if (st) {
        const top = S.stack.length ? S.stack[S.stack.length - 1] : null;
        if (top) top.buf += ' ';
        S.units.push({ el, role: st.role, text: st.text, state: true, heading: S.lastHeading, region: c.region });
        if (cand) cand.matters = true;
      }
    }

    // Text units: every non-inline element starts one; labels and explicit
    // unit roles do too.
    let unit = null;
    if (S.text && !control && t !== 'br') {
      const urole = UNIT_ROLE[explicit] || (t === 'th' ? (thIsRowHeader(el) ? 'rowheader' : 'columnheader') : UNIT_TAG[t]);
      if (urole || !INLINE.has(t)) {
        unit = {
          el, role: urole || 'text', buf: '', own: 0, content: !!urole && urole !== 'label', contents,
          heading: headingHere ? '' : S.lastHeading, region: c.region,
        };
        const top = S.stack.length ? S.stack[S.stack.length - 1] : null;
        if (top) top.buf += ' ';
        S.units.push(unit);
        S.stack.push(unit);
      }
    } else if (t === 'br') {
      const top = S.stack.length ? S.stack[S.stack.length - 1] : null;
      if (top) top.buf += ' ';
    }

    if (isTarget && !c.inTarget) c = Object.assign({}, c, { inTarget: true });
    const sr = el.shadowRoot;
    if (sr) {
      for (let k = sr.firstChild; k; k = k.nextSibling) visit(k, c, S, vis);
    } else if (t === 'slot') {
      const a = el.assignedNodes({ flatten: true });
      if (a.length) for (let i = 0; i < a.length; i++) visit(a[i], c, S, vis);
      else for (let k = el.firstChild; k; k = k.nextSibling) visit(k, c, S, vis);
    } else {
      for (let k = el.firstChild; k; k = k.nextSibling) visit(k, c, S, vis);
    }

    if (cand && !ctx.inTarget && S.notOwn !== cand.notOwn) cand.matters = true;
    if (unit) {
      S.stack.pop();
      const text = unit.content || unit.own ? collapse(unit.buf) : '';
      unit.text = text;
      unit.buf = '';
      if (headingHere && text) S.lastHeading = text;
      if (t === 'label' && text && labelIndex) logSet(S, labelText, el, text);
      const top = S.stack.length ? S.stack[S.stack.length - 1] : null;
      if (top) top.buf += ' ';
    } else if (headingHere) {
      S.lastHeading = textOf(el, false, null);
    }
  }

  function thIsRowHeader(th) {
    const sc = th.getAttribute('scope');
    if (sc === 'row') return true;
    if (sc === 'col') return false;
    const row = th.parentElement;
    if (row && row.parentElement && row.parentElement.localName === 'thead') return false;
    // A th followed or preceded by td in its row heads the row.
    return !!(row && [...row.children].some((c) => c.localName === 'td'));
  }

  // The context a comparison needs for a unit: the specific label (a term, a
  // cell's headers, a field's label), else the nearest heading, else region.
  function unitContext(u) {
    let specific = '';
    const el = u.el;
    if (u.state) specific = accName(el, explicitRole(el) || implicitRole(el));
    else if (u.role === 'definition' && el.localName === 'dd') specific = termOf(el);
    else if (u.role === 'cell' || u.role === 'rowheader' || (u.role === 'columnheader' && isCellish(el))) specific = u.role === 'cell' ? cellContext(el) : '';
    return specific || u.heading || u.region || '';
  }

  // Walk a frame (or only its modal) and return targets and text units.
  function scan(opts) {
    let root = document.body;
    let modal = findModal();
    if (modal) root = modal;
    let S = walk(root, Object.assign({}, opts, {}));
    if (!modal && S.shadowModal) { // a modal rendered inside a web component
      modal = S.shadowModal;
      S = walk(modal, opts);
    }
    S.modal = modal;
    if (opts.text) S.units = S.units.filter((u) => u.text);
    return S;
  }

  // ------------------------------------------------------------------ settle

  // Wait while finite CSS animations/transitions run, at most capMs. Waits
  // on the animations' own finished promises: no polling interval, no fixed
  // sleep; a page that is not animating returns at once.
  async function settle(capMs) {
    const t0 = performance.now();
    let waited = false;
    for (;;) {
      const running = document.getAnimations().filter((a) => {
        if (a.playState !== 'running') return false;
        const ti = a.effect && a.effect.getComputedTiming ? a.effect.getComputedTiming() : null;
        return ti && isFinite(ti.endTime);
      });
      if (!running.length) break;
      const left = capMs - (performance.now() - t0);
      if (left <= 0) break;
      waited = true;
      let timer;
      await Promise.race([
        Promise.allSettled(running.map((a) => a.finished)),
        new Promise((res) => { timer = setTimeout(res, left); }),
      ]);
      clearTimeout(timer);
    }
    return waited ? Math.round(performance.now() - t0) : 0;
  }

  function docReady(main) {
    const b = document.body;
    if (!b) return false;
    if (main && location.href === 'about:blank' && !b.firstChild) return false;
    return true;
  }

  // Wait (at most ms) for a readable document: a body, and for the main
  // frame something other than an empty about:blank.
  function waitReady(ms, main) {
    if (docReady(main)) return Promise.resolve(true);
    if (ms <= 0) return Promise.resolve(false);
    return new Promise((resolve) => {
      let timer = 0;
      const obs = new MutationObserver(() => check());
      const done = (v) => {
        obs.disconnect();
        clearTimeout(timer);
        document.removeEventListener('readystatechange', check);
        resolve(v);
      };
      const check = () => { if (docReady(main)) done(true); };
      obs.observe(document, { childList: true, subtree: true });
      document.addEventListener('readystatechange', check);
      timer = setTimeout(() => done(docReady(main)), ms);
    });
  }

  // ----------------------------------------------------------------- observe

  async function observe(a) {
    const ready = await waitReady(a.readyMs, a.main);
    if (!ready) {
      return JSON.stringify({ notReady: true, url: location.href, readyState: document.readyState, body: !!document.body });
    }
    const transitionMs = a.settleMs > 0 ? await settle(a.settleMs) : 0;
    // Phase timings (ms), returned for diagnostics.
    const phases = {};
    let mark = performance.now();
    const lap = (name) => { const now = performance.now(); phases[name] = Math.round((now - mark) * 10) / 10; mark = now; };
    const S = scan({ text: a.text, vp: a.vp, watchModal: true });
    const modal = S.modal;

    // Shortlist: in viewport, then role class, then walk order; cut at cap.
    const all = S.targets;
    lap('scan');
    const kept = all.slice().sort((x, y) => (y.vp - x.vp) || (x.cls - y.cls) || (x.order - y.order)).slice(0, a.cap);

    let nodes = null;
    const reg = registry(true);
    nodes = [];
    reg.snaps.set(a.snap, nodes);
    while (reg.snaps.size > MAX_SNAPSHOTS) reg.snaps.delete(reg.snaps.keys().next().value);

    const targets = kept.map((x) => {
      const el = x.el;
      const t = el.localName;
      const name = clip(accName(el, x.role), 500);
      const isLink = t === 'a' || t === 'area';
      return {
        role: x.role, name, tag: t, type: t === 'input' ? inputType(el) || 'text' : (t === 'button' ? (el.getAttribute('type') || 'submit').toLowerCase() : ''),
        href: isLink ? clip(el.getAttribute('href') || '', 500) : '',
        placeholder: clip(el.getAttribute('placeholder') || '', 200),
        scope: clip(scopeOf(el, x.ctx, x.headingEl), 200),
        value: clip(targetValue(el, x.role), 2000),
        disabled: !!(el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true'),
        vp: x.vp, order: x.order, cls: x.cls, node: nodes.push(el) - 1,
      };
    });

    lap('targets');
    // Units travel as one string (a large page is mostly units, and one
    // string is the cheapest thing to move and to split): 7 fields per unit,
    // all joined by US:
    //   role, text, context, heading, region, flags, ''
    // role: the index of a role in UNIT_ROLE_CODES, else '=' and the role.
    // flags (decimal, '' for 0): 1 = the unit is a control's state,
    // 2 = heading equals context, 4 = heading equals the previous unit's,
    // 8 = region equals the previous unit's (each then sent empty).
    // A unit's node is its position after the targets' nodes.
    const out = [];
    let prevHeading = '', prevRegion = '';
    for (const u of S.units) {
      const context = sep(unitContext(u));
      const heading = sep(u.heading || '');
      const region = sep(u.region || '');
      let flags = u.state ? 1 : 0;
      let h = heading;
      if (heading === context) { flags |= 2; h = ''; } else if (heading && heading === prevHeading) { flags |= 4; h = ''; }
      let r = region;
      if (region && region === prevRegion) { flags |= 8; r = ''; }
      prevHeading = heading;
      prevRegion = region;
      const code = ROLE_CODE.get(u.role);
      out.push(code === undefined ? '=' + sep(u.role) : code, sep(u.text), context, h, r, flags || '', '');
      nodes.push(u.el);
    }
    const units = out.join(US);

    // Verdicts on child iframes: rendered, in the viewport, inside the modal.
    const frames = (a.children || []).map((f) => {
      if (!f || !f.isConnected) return { visible: false, vp: false };
      let visible = deepVisible(f);
      if (visible && modal && !composedContains(modal, f)) visible = false;
      return { visible, vp: visible && a.vp && inViewport(f) };
    });

    lap('units');
    return JSON.stringify({
      doc: reg.doc, url: location.href, title: document.title, modal: !!modal, transitionMs,
      total: all.length, targets, units, frames, phases,
    });
  }

  // ------------------------------------------------------------------ reread

  function nodeOf(a, node) {
    const reg = registry(false);
    if (!reg || reg.doc !== a.doc) return null;
    const nodes = reg.snaps.get(a.snap);
    return nodes ? nodes[node] || null : null;
  }

  // Text of a unit element now, computed the way observe computed it.
  function unitTextNow(el, role, isState) {
    if (isState) { const st = stateUnit(el); return st ? st.text : ''; }
    const S = { targets: [], units: [], stack: [], lastHeading: '', lastHeadingEl: null, text: true, vp: false, vh: innerHeight, vw: innerWidth };
    visit(el, { fieldset: null, form: null, region: '', inTarget: false, label: null, inert: false }, S, true);
    const u = S.units.find((x) => x.el === el);
    return u ? u.text || '' : '';
  }

  const STATE_ROLES = new Set(['checkbox', 'switch', 'radio', 'slider', 'progressbar', 'meter', 'textbox',
    'searchbox', 'combobox', 'listbox', 'spinbutton', 'menuitemcheckbox', 'menuitemradio']);

  // The status of one ref; item carries what was observed.
  function status(a, item, lazyScan) {
    const el = nodeOf(a, item.node);
    if (!el) return { status: 'detached' };
    if (!el.isConnected) {
      const s = lazyScan();
      if (item.kind === 't') {
        const want = item.name.toLowerCase();
        const r = s.targets.find((x) => x.role === item.role && accName(x.el, x.role).toLowerCase() === want);
        if (r) return { status: 'replaced', text: accName(r.el, r.role), value: targetValue(r.el, r.role) };
      } else {
        const u = s.units[item.pos - 1];
        if (u && u.role === item.role) return { status: 'replaced', text: u.text };
      }
      return { status: 'detached' };
    }
    if (!deepVisible(el)) return { status: 'hidden' };
    const modal = findModal();
    if (modal && !composedContains(modal, el)) return { status: 'hidden' };
    if (item.kind === 't') {
      const role = targetRole(el);
      const name = clip(accName(el, role), 500);
      const value = clip(targetValue(el, role), 2000);
      const same = role === item.role && name === item.name && value === item.value;
      return { status: same ? 'unchanged' : 'changed', text: name, value, el };
    }
    const isState = item.state && STATE_ROLES.has(item.role);
    const text = unitTextNow(el, item.role, isState);
    return { status: text === item.text ? 'unchanged' : 'changed', text, el };
  }

  function reread(a) {
    let scanned = null;
    const lazyScan = () => scanned || (scanned = scan({ text: true, vp: false, watchModal: true }));
    const out = a.items.map((item) => {
      const s = status(a, item, lazyScan);
      return { status: s.status, text: s.text || '', value: s.value || '' };
    });
    return JSON.stringify(out);
  }

  function element(a) {
    const s = status(a, a.item, () => scan({ text: true, vp: false, watchModal: true }));
    if (s.el && (s.status === 'unchanged' || s.status === 'changed')) return s.el;
    return { status: s.status };
  }

  switch (arg.op) {
    case 'observe': return observe(arg);
    case 'reread': return reread(arg);
    case 'element': return element(arg);
  }
  throw new Error('jev observe: unknown op ' + arg.op);
}
