// -------------------------------------------------------------- visibility

const visCache = new Map();

// Rendered, not visibility:hidden, not zero-size. display:contents has no
// box of its own and is judged by what it contains.
function isVisible(el) {
  let v = visCache.get(el);
  if (v !== undefined) return v;
  if (el.checkVisibility({ visibilityProperty: true })) {
    const r = boxOf(el);
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


// ------------------------------------------------- what a person sees
//
// Text is evidence only when a person looking at the page sees it. Beyond
// rendering (display, visibility, zero size, a collapsed clipping block,
// aria-hidden) text is not seen when it is
//   - transparent: opacity 0 on it or an ancestor (checkVisibility), or a
//     colour with alpha 0;
//   - off-screen: its box lies wholly left of or above the document
//     (position, margins or transform: translateX(-9999px));
//   - indented away: text-indent moves it out of the document or out of its
//     clipping box;
//   - clipped away: clip: rect() or clip-path: inset()/circle() that leaves
//     no area, or a box of at most 1px that clips its overflow (the
//     "visually hidden" / sr-only pattern);
//   - the same colour as its background (contrast ratio under 1.2, against
//     the first opaque background up the tree, canvas white when none; a
//     background image makes the test inconclusive and the text counts);
//   - covered: in the viewport, the element hit at the centre of its box is
//     neither it nor inside it, and is opaque (a background alpha ≥ 0.5, an
//     image, a background image).
// Screen-reader-only text still names controls and still gives context
// (a visually hidden heading or label), but it is never a text source.

// Page-wide geometry shared by one batch of tests. A re-read holds one for
// its whole synchronous call (heldGeometry, set and dropped by reread):
// nothing scrolls or re-lays out inside it, so the backgrounds, boxes and
// verdicts (why) it memoizes are shared by every ref it reads.
let heldGeometry = null;
function seenGeometry() {
  return heldGeometry || { sx: scrollX, sy: scrollY, vw: innerWidth, vh: innerHeight, bg: new Map() };
}

// el's border box; memoized while a geometry is held.
function boxOf(el) {
  const g = heldGeometry;
  if (!g) return el.getBoundingClientRect();
  let r = g.boxes.get(el);
  if (!r) { r = el.getBoundingClientRect(); g.boxes.set(el, r); }
  return r;
}

// Why a person does not see el's text ('' when they do).
function unseenWhy(el, g, box) {
  if (!g.why) return unseenWhyNow(el, g, box);
  let w = g.why.get(el);
  if (w === undefined) { w = unseenWhyNow(el, g, box); g.why.set(el, w); }
  return w;
}

function unseenWhyNow(el, g, box) {
  const r = box || boxOf(el);
  if (r.width === 0 && r.height === 0) return '';
  if (r.right + g.sx <= 0 || r.bottom + g.sy <= 0) return 'off-screen';
  const cs = getComputedStyle(el);
  if ((r.width <= 1 || r.height <= 1) && (cs.overflowX !== 'visible' || cs.overflowY !== 'visible')) return 'clipped';
  if (cs.clip !== 'auto' && (cs.position === 'absolute' || cs.position === 'fixed') && zeroRect(cs.clip)) return 'clipped';
  if (cs.clipPath !== 'none' && clipsAll(cs.clipPath)) return 'clipped';
  const ti = parseFloat(cs.textIndent) || 0;
  if (ti < 0 && r.left + g.sx + ti + r.width <= 0) return 'indented';
  if (ti > 0 && ti >= r.width && cs.overflowX !== 'visible') return 'indented';
  const fg = parseColor(cs.color);
  if (fg && fg[3] === 0) return 'transparent';
  const bg = backgroundOf(el, cs, g);
  if (fg && bg && contrast(fg, bg) < 1.2 && !imageBehind(el)) return 'same colour';
  if (r.bottom > 0 && r.right > 0 && r.top < g.vh && r.left < g.vw && cs.pointerEvents !== 'none' && covered(el, r, g)) return 'covered';
  return '';
}

function zeroRect(clipValue) {
  const m = /rect\(([^)]*)\)/.exec(clipValue);
  if (!m) return false;
  const v = m[1].split(/[\s,]+/).map((x) => (x === 'auto' ? NaN : parseFloat(x)));
  if (v.length !== 4) return false;
  const [top, right, bottom, left] = v;
  return (isFinite(right) && isFinite(left) && right <= left) || (isFinite(bottom) && isFinite(top) && bottom <= top);
}

function clipsAll(cp) {
  let m = /^inset\(([^)]*)\)/.exec(cp);
  if (m) {
    const v = m[1].split(/\s+/).filter((x) => /%$/.test(x)).map(parseFloat);
    return v.some((x) => x >= 50);
  }
  m = /^(circle|ellipse)\(\s*(0(px|%)?)(\s|\)|$)/.exec(cp);
  return !!m;
}

// [r, g, b, a] of a computed colour, or null when it is not rgb()/rgba().
// A page uses few distinct colours and every unit's text and background
// colour is parsed: parses are memoized by the computed string (the
// arrays are shared, never modified).
function parseColor(s) {
  let c = colorMemo.get(s);
  if (c !== undefined) return c;
  c = parseColorNow(s);
  if (colorMemo.size < 4096) colorMemo.set(s, c);
  return c;
}
const colorMemo = new Map(); // a pure function of the string: kept across calls
const CANVAS = [255, 255, 255, 1]; // the canvas behind a page with no background

function parseColorNow(s) {
  const m = /^rgba?\(([^)]*)\)/.exec(s);
  if (!m) return null;
  const v = m[1].split(/[\s,/]+/).filter(Boolean).map(parseFloat);
  if (v.length < 3) return null;
  return [v[0], v[1], v[2], v.length > 3 ? v[3] : 1];
}

// The colour behind el's text: the first opaque background colour up the
// flat tree (white canvas when none), null when a translucent layer makes
// it unknown. Images are looked at only when the colours match (see
// imageBehind): one style read per element in the common case.
function backgroundOf(el, cs, g) {
  const path = [];
  let res;
  for (let n = el, s = cs; n; ) {
    const known = g.bg.get(n);
    if (known !== undefined) { res = known; break; }
    path.push(n);
    const c = parseColor((s || getComputedStyle(n)).backgroundColor);
    if (c && c[3] >= 0.95) { res = c; break; }
    if (c && c[3] > 0) { res = null; break; }
    n = parentElementOf(n);
    if (!n) { res = CANVAS; break; }
    s = null; // read only when n's background is not known yet
  }
  for (const n of path) g.bg.set(n, res);
  return res;
}

function parentElementOf(n) {
  do { n = flatParent(n); } while (n && n.nodeType !== 1);
  return n;
}

// Whether a background image lies between el's text and the first opaque
// background colour behind it (then the colour test says nothing).
function imageBehind(el) {
  for (let n = el; n; n = parentElementOf(n)) {
    const s = getComputedStyle(n);
    if (s.backgroundImage !== 'none') return true;
    const c = parseColor(s.backgroundColor);
    if (c && c[3] >= 0.95) return false;
  }
  return false;
}

// Relative luminance of a colour (memoized per colour array: parseColor
// shares them).
function luminance(c) {
  let l = lumMemo.get(c);
  if (l === undefined) {
    const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    l = 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
    lumMemo.set(c, l);
  }
  return l;
}
const lumMemo = new WeakMap();

function contrast(a, b) {
  const x = luminance(a), y = luminance(b);
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

// Whether an opaque element lies over the centre of el's box (only
// testable in the viewport).
function covered(el, r, g) {
  if (r.bottom <= 0 || r.right <= 0 || r.top >= g.vh || r.left >= g.vw) return false;
  const box = el.getClientRects()[0] || r;
  const x0 = Math.max(box.left, 0), x1 = Math.min(box.right, g.vw);
  const y0 = Math.max(box.top, 0), y1 = Math.min(box.bottom, g.vh);
  if (x1 - x0 < 1 || y1 - y0 < 1) return false;
  const root = el.getRootNode();
  const hit = (root.elementFromPoint ? root : document).elementFromPoint((x0 + x1) / 2, (y0 + y1) / 2);
  if (!hit || hit === el || composedContains(el, hit)) return false;
  // An ancestor hit where el's own box is: el is clipped there.
  if (composedContains(hit, el)) return clippedAt(el, hit);
  return opaque(hit);
}

// el lies inside hit but the hit went to hit: el is clipped at that point
// (clip-path, clip) rather than merely letting events through.
function clippedAt(el, hit) {
  for (let n = el; n && n !== hit; n = flatParent(n)) {
    if (n.nodeType !== 1) continue;
    const cs = getComputedStyle(n);
    if (cs.pointerEvents === 'none') return false;
    if (cs.clipPath !== 'none' || cs.clip !== 'auto') return true;
  }
  return false;
}

function opaque(el) {
  const t = el.localName;
  if (t === 'img' || t === 'video' || t === 'canvas' || t === 'svg' || t === 'iframe') return true;
  const cs = getComputedStyle(el);
  if (cs.backgroundImage !== 'none') return true;
  const c = parseColor(cs.backgroundColor);
  return !!c && c[3] >= 0.5;
}

// Whether a person sees el: rendered, not aria-hidden, not transparent and
// not hidden in any of the ways above (re-reads and locator reads).
function evidenceVisible(el) {
  if (!deepVisible(el) || !el.checkVisibility(SEEN_OPTS)) return false;
  return !unseenWhy(el, seenGeometry());
}
