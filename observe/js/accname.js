// ------------------------------------------------------------------ naming

// Text of a subtree for naming: visible text, alt of images, aria-label of
// descendants; form control values are never included (a password field
// must not leak through a label). With pseudo, CSS generated content
// (::before and ::after strings) counts as text, as in accessible-name
// computation: an icon button drawn as `.destroy::after { content: '×' }`
// is named "×". skip is a node, or a Set of nodes, left out.
function textOf(node, includeHidden, skip, pseudo) {
  const out = [];
  (function rec(n) {
    if (n.nodeType === 3) { out.push(n.data); return; }
    if (n.nodeType !== 1 && n.nodeType !== 11) return;
    if (n.nodeType === 1) {
      if (n === skip || (skip instanceof Set && skip.has(n))) return;
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
      const block = !isInline(n, t);
      if (block) out.push(' ');
      if (pseudo) out.push(pseudoText(n, '::before'));
      const kids = flatChildren(n);
      for (let i = 0; i < kids.length; i++) rec(kids[i]);
      if (pseudo) out.push(pseudoText(n, '::after'));
      if (block) out.push(' ');
      return;
    }
    const kids = n.childNodes;
    for (let i = 0; i < kids.length; i++) rec(kids[i]);
  })(node);
  return collapse(out.join(''));
}

const URL_RE = /url\((?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^)]*)\)/g;

// The strings of el's generated content in pseudo-element which ('' for
// none, counters, attr() and images): the alternative text after "/" when
// given (`content: "×" / "Delete"`), else the strings. Characters of
// Unicode's private use area are an icon font's glyphs (a chevron drawn as
// "\ue901"): they are drawn, not read, so they are no text.
function pseudoText(el, which) {
  const cs = getComputedStyle(el, which);
  if (!cs.content || cs.content === 'none' || cs.content === 'normal' || cs.display === 'none') return '';
  const c = cs.content.replace(URL_RE, ' '); // an image's address is no text
  const main = [], alt = [];
  let cur = main;
  for (let i = 0; i < c.length; i++) {
    const ch = c[i];
    if (ch === '/') { cur = alt; continue; }
    if (ch !== '"' && ch !== "'") continue;
    let str = '';
    for (i++; i < c.length && c[i] !== ch; i++) str += c[i] === '\\' && i + 1 < c.length ? c[++i] : c[i];
    cur.push(str);
  }
  return (alt.length ? alt : main).join('').replace(PRIVATE_USE, '');
}
const PRIVATE_USE = /[\uE000-\uF8FF]/g;

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
    s = textOf(el, false, null, true);
    if (s) return s;
  }
  s = collapse(el.getAttribute('title'));
  if (s) return s;
  return collapse(el.getAttribute('placeholder') || el.getAttribute('aria-placeholder'));
}

