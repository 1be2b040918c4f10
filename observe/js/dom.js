// ---------------------------------------------------------------- dom

// The units string's field separator: DEL (U+007F), one byte that no JSON
// layer escapes and that page text does not carry (it is replaced by a
// space in texts).
const US = '\x7f';
const sep = (s) => (s.indexOf(US) < 0 ? s : s.split(US).join(' '));
// collapse returns a string already collapsed (words and single spaces) as
// it is, without building a copy: most texts a walk reads are.
const COLLAPSED = /^\S+(?: \S+)*$/;
const collapse = (s) => (!s ? '' : COLLAPSED.test(s) ? s : s.replace(/\s+/g, ' ').trim());
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

// A field whose value is a secret: a password input, or any input whose
// autocomplete says it holds a password or a one-time code (a "show
// password" toggle turns type=password into type=text). Never read.
function secretInput(el) {
  if (el.localName !== 'input') return false;
  if (inputType(el) === 'password') return true;
  const ac = (el.getAttribute('autocomplete') || '').toLowerCase();
  return ac.includes('current-password') || ac.includes('new-password') || ac.includes('one-time-code');
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


// Whether el flows inside a line: a known inline tag, or a custom element
// (a name with a hyphen, inline by default) whose display is inline. A
// known inline tag that a style displays as a block and that follows text
// or an element with no space between ("Ana Silva<small class=d-block>
// ana@…</small>", as templates render) is a block: its words stay apart
// from the text before it. Only then is its style read.
function isInline(el, t) {
  if (INLINE.has(t)) return !gluedBlock(el);
  if (t.indexOf('-') < 0) return false;
  let v = inlineCache.get(el);
  if (v === undefined) { v = getComputedStyle(el).display === 'inline'; inlineCache.set(el, v); }
  return v;
}
const inlineCache = new Map();

function gluedBlock(el) {
  const p = el.previousSibling;
  if (!p || !(p.nodeType === 1 || (p.nodeType === 3 && NONSPACE_END.test(p.data)))) return false;
  let v = inlineCache.get(el);
  if (v === undefined) {
    // Flex and grid items are blockified; their boxes are read elsewhere.
    // The parent's display is read only for an element displayed as a
    // block (the common inline case needs one read).
    v = !BLOCK_DISPLAY.has(getComputedStyle(el).display);
    if (!v) {
      const pe = el.parentElement;
      const pd = pe ? getComputedStyle(pe).display : '';
      v = pd.includes('flex') || pd.includes('grid');
    }
    inlineCache.set(el, v);
  }
  return !v;
}
const NONSPACE_END = /\S$/;
const BLOCK_DISPLAY = new Set(['block', 'flex', 'grid', 'list-item', 'table', 'flow-root']);
