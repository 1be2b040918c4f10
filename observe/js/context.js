// ---------------------------------------------------------------- context

function regionLabel(el) {
  const t = el.localName;
  const r = explicitRole(el);
  if (!(REGION_TAG.has(t) || REGION_ROLE.has(r))) return '';
  return labelledBy(el) || collapse(el.getAttribute('aria-label'));
}

// A section without a label of its own that opens with a heading and
// holds deeper headings (an API operation: its summary over "path
// Parameters" and "Responses") is labelled by that heading: its units
// (headings aside) keep their nearest heading and have the innermost
// section heading that is not it as their region (outlineRegion).
// sectionHeading returns the heading's visible text, or ''.
function sectionHeading(el, t, tree) {
  if (isInline(el, t) || HEADING_TAGS.has(t)) return '';
  let h = el.firstElementChild;
  if (h && !HEADING_TAGS.has(h.localName) && h.firstElementChild && h.childElementCount > 1) h = h.firstElementChild;
  if (!h || !HEADING_TAGS.has(h.localName)) return '';
  const level = +h.localName[1];
  return holdsDeeperHeading(el, h, level, tree) ? collapse(visibleText(h)) : '';
}

// The section a target lies in: its labelled region, else the innermost
// section heading of its outline (an API operation's summary), the
// heading or region its section's text units have.
function sectionOf(ctx) {
  if (ctx.region) return ctx.region;
  const o = ctx.outline;
  return o && o.length ? o[o.length - 1] : '';
}

function outlineRegion(outline, heading) {
  for (let i = outline.length - 1; i >= 0; i--) if (outline[i] && outline[i] !== heading) return outline[i];
  return '';
}
const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

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

// The cells of a row, with the column each starts at: an ARIA row's cells
// may sit in wrappers of their own (a data grid's pinned and scrolling
// cell containers, role=presentation), and its aria-colindex (1-based)
// says the column where it is set.
function rowCells(row) {
  const out = [];
  let col = 0;
  const visit = (p, depth) => {
    for (const c of p.children) {
      if (isCellish(c)) {
        const a = parseInt(c.getAttribute('aria-colindex'), 10);
        if (a > 0) col = a - 1;
        out.push({ cell: c, col });
        col += c.colSpan || 1;
      } else if (depth < 3 && c.localName !== 'tr' && explicitRole(c) !== 'row') visit(c, depth + 1);
    }
  };
  visit(row, row.localName === 'tr' ? 3 : 0);
  return out;
}

// The row a cell belongs to: its parent row, else (ARIA grids whose cells
// sit in wrappers) the nearest role=row around it.
function rowOfCell(cell) {
  const p = cell.parentElement;
  if (!p || p.localName === 'tr' || explicitRole(p) === 'row') return p;
  return cell.closest('[role=row]');
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
  if (headRow) for (const c of rowCells(headRow)) cols[c.col] = headerTextOf(c.cell); // headertext.js
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
  const row = rowOfCell(cell);
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


function thIsRowHeader(th) {
  const sc = th.getAttribute('scope');
  if (sc === 'row') return true;
  if (sc === 'col') return false;
  const row = th.parentElement;
  if (row && row.parentElement && row.parentElement.localName === 'thead') return false;
  // A th followed or preceded by td in its row heads the row.
  return !!(row && [...row.children].some((c) => c.localName === 'td'));
}

// The context a comparison needs for a unit: the specific label (a
// control's name, a term, a cell's headers, the unit's own ARIA label or
// description, the date of a timeline entry), else the nearest heading,
// else the region.
function unitContext(u) {
  return specificContext(u) || u.heading || u.region || '';
}

function specificContext(u) {
  const el = u.el;
  if (u.state) return accName(el, explicitRole(el) || implicitRole(el));
  if (u.role === 'definition' && el.localName === 'dd') return termOf(el);
  if (u.role === 'cell') return cellContext(el);
  if (u.role === 'rowheader' || (u.role === 'columnheader' && isCellish(el))) return '';
  const own = labelledBy(el) || collapse(el.getAttribute('aria-label'));
  if (own) return own;
  if (u.label) return u.label;
  const cell = enclosingCell(el);
  if (cell) {
    const c = cellContext(cell);
    if (c) return c;
  }
  if (u.time) {
    const d = textOf(u.time, false, null);
    if (d && d !== u.text) return d;
  }
  return describedBy(el) || describedControl(el);
}

// The name of the rendered control whose aria-describedby names el (a
// field's help text under it: "First and Last name" describes the "name"
// field), or ''. A form generator may render a hidden alternative with
// the same ids: only a rendered control counts. The controls with
// aria-describedby are listed once per tree and call.
function describedControl(el) {
  if (!el.id) return '';
  const root = el.getRootNode();
  let list = describers.get(root);
  if (!list) { list = root.querySelectorAll ? [...root.querySelectorAll('[aria-describedby]')] : []; describers.set(root, list); }
  for (const c of list) {
    if (c === el || !c.getAttribute('aria-describedby').split(/\s+/).includes(el.id) || !c.getClientRects().length) continue;
    const n = accName(c, explicitRole(c) || implicitRole(c));
    if (n) return n;
  }
  return '';
}
const describers = new Map();

// The table cell (td, cell, gridcell) a unit lies in when the unit is not
// the cell itself: a badge, tag or link inside a cell is read under the
// cell's headers ("Status" for an "Invited" badge), as the cell would be,
// also from inside a web component's open shadow root in the cell.
// Each tree on the way up (el's, then its host's, ...) is asked only when
// it holds a cell at all (see treeHasCells): closest() looks at the
// ancestors of n in n's own tree only.
function enclosingCell(el) {
  let r = el.getRootNode();
  let n = el.parentElement;
  if (!n) { n = r.host || null; if (n) r = n.getRootNode(); }
  while (n) {
    const c = treeHasCells(r) ? n.closest(CELL_SELECTOR) : null;
    if (c) return isHeaderCell(c) ? null : c;
    n = r.host || null;
    if (n) r = n.getRootNode();
  }
  return null;
}
const CELL_SELECTOR = 'td,[role=cell],[role=gridcell]';

// Whether tree root r (a document, a shadow root) holds any element
// that enclosingCell's closest() could find: one query per tree and call
// instead of one closest() per unit on a page without tables.
function treeHasCells(r) {
  let v = cellTrees.get(r);
  if (v === undefined) {
    // A detached subtree's root is an element, which closest() can find too.
    v = (r.nodeType === 1 && r.matches(CELL_SELECTOR)) || r.querySelector(CELL_SELECTOR) !== null;
    cellTrees.set(r, v);
  }
  return v;
}
const cellTrees = new Map();


function describedBy(el) {
  const ids = el.getAttribute('aria-describedby');
  if (!ids) return '';
  const parts = [];
  for (const id of ids.trim().split(/\s+/)) { const n = byIdIn(el, id); if (n) parts.push(textOf(n, true, null)); }
  return collapse(parts.join(' '));
}

// "Label: value" said inline: a short label (at most four words, with a
// letter, no sentence punctuation) before the first colon and a value
// after it. Returns [label, value] or null.
const INLINE_LABEL = /^([^:.!?]{1,40}?):\s+(\S[\s\S]*)$/;
function splitLabel(text) {
  const m = INLINE_LABEL.exec(text);
  if (!m || !/\p{L}/u.test(m[1]) || m[1].trim().split(/\s+/).length > 4) return null;
  return [m[1].trim(), m[2]];
}

// A block that strings several "Label: value" pairs, each in an inline
// element of its own ("Team: a@b.org · URL: https://… · License: MIT"), is
// one unit per inline element, each with its own label: a pair's value is
// not the rest of the line. Returns the units to add after unit (whose own
// text is then emptied), or null when the block is not such a list (loose
// text between the elements, a nested unit, fewer than two pairs).
function inlinePairs(unit, text, S) {
  if (S.units.length !== unit.idx + 1 || (text.match(/:\s/g) || []).length < 2) return null;
  const parts = [];
  let labelled = 0;
  for (const k of flatChildren(unit.el)) {
    if (k.nodeType === 3) { if (NONSPACE.test(k.data)) return null; continue; }
    if (k.nodeType !== 1) continue;
    if (!isInline(k, k.localName)) return null;
    const t = collapse(visibleText(k));
    if (!t) continue;
    const lv = splitLabel(t);
    if (lv) labelled++;
    parts.push({ el: k, lv, text: t });
  }
  if (labelled < 2) return null;
  return parts.map((p) => ({
    el: p.el, role: unit.role, text: p.lv ? p.lv[1] : p.text, label: p.lv ? p.lv[0] : undefined,
    heading: unit.heading, region: unit.region, row: unit.row, landmark: unit.landmark, time: null,
  }));
}

// ------------------------------------------------------- boxes and pairs

const FLEX_DISPLAY = new Set(['flex', 'inline-flex', 'grid', 'inline-grid']);

// A flex or grid container lays out each child as a box of its own (a
// card header's "Kitchen" and its "Running" badge, a file row's name,
// commit message and date): a block unit whose text comes only from two or
// more inline children of such a container is one unit per child. Returns
// the units to add after unit (whose own text is then emptied), or null.
// A button's label among the children is not page text (as in the walk).
// Block children with text (a column's heading before its count badge, an
// avatar before the assignee's name, a figure before its delta) are units
// of their own already: the inline children still split when every such
// block comes before them, so that the parts, added last, keep the
// reading order.
function flexParts(unit, S) {
  // The container's display first: its children's visible text (the
  // costly part) is read only for a flex or grid container.
  if (!FLEX_DISPLAY.has(getComputedStyle(unit.el).display)) return null;
  const parts = [];
  let boxes = 0; // block children with text
  for (const k of flatChildren(unit.el)) {
    if (k.nodeType === 3) { if (NONSPACE.test(k.data)) return null; continue; }
    if (k.nodeType !== 1) continue;
    const t = k.localName;
    if (SKIP.has(t)) continue;
    const r = targetRole(k, t, explicitRole(k));
    if (r && r !== 'link') continue;
    if (!isInline(k, t)) { // a block child is a unit of its own
      if (!NONSPACE.test(k.textContent)) continue;
      if (parts.length) return null;
      boxes++;
      continue;
    }
    const text = collapse(visibleText(k));
    const linkOnly = r === 'link' || onlyLinks(k);
    if (text && !(linkOnly && unit.landmark === 'navigation')) parts.push({ el: k, text, linkOnly });
  }
  if (!parts.length || parts.length + boxes < 2) return null;
  for (let i = unit.idx + 1; i < S.units.length; i++) {
    const u = S.units[i];
    // A part holding a unit of its own does not split, unless that unit is
    // a control's state (a pager's "Page [1] of 2" beside "1 to 10 of 12").
    if (u.text && !u.state && parts.some((p) => p.el.contains(u.el))) return null;
  }
  return parts.map((p) => {
    const lv = splitLabel(p.text);
    return {
      el: p.el, role: p.linkOnly ? 'link' : unit.role, text: lv ? lv[1] : p.text, label: lv ? lv[0] : undefined,
      heading: unit.heading, region: unit.region, row: unit.row, landmark: unit.landmark, time: null,
      linkOnly: p.linkOnly, flexPart: true,
    };
  });
}

// Whether all the text of an inline element is a link's.
function onlyLinks(el) {
  let any = false;
  for (const k of flatChildren(el)) {
    if (k.nodeType === 3) { if (NONSPACE.test(k.data)) return false; continue; }
    if (k.nodeType !== 1) continue;
    if (targetRole(k) === 'link') { any = true; continue; }
    if (!onlyLinks(k)) return false;
    any = any || NONSPACE.test(k.textContent);
  }
  return any;
}

// Unit roles that may be one half of a label/value pair (a link only its
// value, see labelLike).
const PAIR_ROLE = new Set(['text', 'paragraph', 'link']);

// A block with no text of its own whose content is boxes of plain text,
// each a child of it, holds labels and their values. Two boxes are a label
// and its value when one of them reads as a label (see labelLike):
// "Weight" over "2.4 kg" in a details grid, "7.4 kWh" over "Today" in a
// stat tile, a timeline entry's "Departed from facility" beside its date;
// the label is the first box unless only the second reads as one and the
// first holds a digit (a figure over its caption). Among
// more boxes, a label is followed by its value, which then holds a digit
// ("Tracking number" "7391 0428 5516" "In transit"; a grid of alternating
// labels and values). A value gets its label as its context; the label
// becomes a term (it names the value, it shows none).
function pairParts(unit, S) {
  if (!PAIR_ROLE.has(unit.role) && unit.role !== 'listitem') return;
  const kids = [];
  for (let i = unit.idx + 1; i < S.units.length; i++) {
    const u = S.units[i];
    if (!u.text) continue;
    if (kids.length === MAX_PAIRED || u.state || u.label || !PAIR_ROLE.has(u.role) || flatParent(u.el) !== unit.el) return;
    kids.push(u);
  }
  if (kids.length === 2) {
    const [a, b] = kids;
    // Boxes side by side (flex items) pair only around a value with a
    // digit: a room's name beside its device's badge is no label of it.
    if (a.flexPart && !/\d/.test(a.text + b.text)) return;
    if (labelLike(a)) makePair(a, b);
    // A clock time over a place or an event ("10:35" over "Frankfurt
    // (FRA)") is a schedule's entry, not a figure its caption names: the
    // time keeps the label it is under.
    else if (labelLike(b) && /\d/.test(a.text) && !CLOCK_TIME.test(a.text)) makePair(b, a);
    return;
  }
  for (let i = 0; i + 1 < kids.length; i++) {
    if (labelLike(kids[i]) && !labelLike(kids[i + 1]) && /\d/.test(kids[i + 1].text)) { makePair(kids[i], kids[i + 1]); i++; }
  }
}
const MAX_PAIRED = 24;
const CLOCK_TIME = /\b\d{1,2}:\d{2}\b/;

function makePair(label, value) {
  label.role = 'term';
  label.pairLabel = true;
  value.label = label.text;
}

// Whether a unit reads as a label: not a link's text (a link leads
// somewhere, it names nothing beside it), at most four words and 40
// characters, a letter, no digit, no sentence punctuation at its end.
function labelLike(u) {
  if (u.linkOnly || (u.own > 0 && u.linked === u.own)) return false;
  const s = u.text;
  return s.length <= 40 && /\p{L}/u.test(s) && !/\d/.test(s) && !/[.!?]$/.test(s) && s.split(' ').length <= 4;
}

// Two inline boxes side by side with no white space between them are two
// words when a margin or padding keeps them apart ("Go" and "81.2%" of a
// languages list): the walk then adds a space to the open unit. Only
// adjacent elements are measured.
function gapBefore(el, S) {
  const top = topUnit(S);
  const prev = el.previousSibling;
  if (!top || !prev || prev.nodeType !== 1 || !top.buf || /\s$/.test(top.buf)) return;
  const a = getComputedStyle(prev), b = getComputedStyle(el);
  if (parseFloat(a.marginRight) > 0 || parseFloat(a.paddingRight) > 0 || parseFloat(b.marginLeft) > 0 ||
    parseFloat(b.paddingLeft) > 0 || b.display !== 'inline' || a.display !== 'inline') top.buf += ' ';
}

// A heading that ends with a badge (an inline element holding a figure:
// "City Library API <span>(3.4.1)</span>", "Releases <span>6</span>", or a
// pill: "Update a member <span>Deprecated</span>", see isPill) is
// the heading's words and a value of its own labelled by them. Returns the
// badge's unit (the heading's text is then its words), or null.
function headingBadge(unit, S) {
  if (unit.role !== 'heading' || S.units.length !== unit.idx + 1) return null;
  let last = null;
  const kids = flatChildren(unit.el);
  for (let i = kids.length - 1; i >= 0 && !last; i--) {
    const k = kids[i];
    if (k.nodeType === 3 && NONSPACE.test(k.data)) return null;
    if (k.nodeType === 1) last = k;
  }
  if (!last || !isInline(last, last.localName) || targetRole(last)) return null;
  const badge = collapse(visibleText(last));
  if (!badge || badge.length > 24 || !(/\d/.test(badge) || isPill(last, unit.el)) || !unit.text.endsWith(badge)) return null;
  // The separator before the badge ("Return · <date>") is neither's.
  const words = collapse(unit.text.slice(0, unit.text.length - badge.length)).replace(/[\s·•|:,–—-]+$/u, '');
  if (!/\p{L}/u.test(words)) return null;
  unit.text = words;
  return { el: last, role: 'text', text: badge, label: words, heading: words, region: unit.region, row: unit.row,
    landmark: unit.landmark, time: null };
}

// A pill: an element drawn as a box of its own inside el (a background
// or a border el does not have), as a status badge at the end of a heading
// ("Update a member <span>Deprecated</span>") is.
function isPill(badge, el) {
  const b = getComputedStyle(badge), h = getComputedStyle(el);
  const bg = b.backgroundColor;
  const painted = bg && bg !== h.backgroundColor && !/^(transparent|rgba\(.*,\s*0\))$/.test(bg);
  const bordered = parseFloat(b.borderTopWidth) > 0 && b.borderTopStyle !== 'none' && b.borderTopStyle !== 'hidden';
  return painted || bordered;
}

// A button that holds a paragraph (a response's "404" over "No such
// loan", an expandable row) labels it with the rest of its text: the
// button's own label never becomes page text, but it says what the
// paragraph is.
function controlContentLabel(unit, el, t, S) {
  if (!(t === 'button' || t === 'summary' || explicitRole(el) === 'button')) return;
  let inner = null;
  for (let i = unit.idx + 1; i < S.units.length; i++) {
    const u = S.units[i];
    if (!u.text) continue;
    if (inner || u.state || u.label || u.role !== 'paragraph') return;
    inner = u;
  }
  if (!inner) return;
  const full = collapse(visibleText(el));
  const at = full.indexOf(inner.text);
  if (at < 0) return;
  const rest = collapse(full.slice(0, at) + ' ' + full.slice(at + inner.text.length));
  if (rest && rest.length <= 40) inner.label = rest;
}
