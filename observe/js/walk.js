// -------------------------------------------------------------------- walk

// One pass over the flat tree from root. Collects every visible target
// (role, class, viewport, walk order, scope inputs) and every text unit
// (reserved when its block starts, so units come out in reading order).
//
// The zero-height clip test, a target's size and viewport and whether a
// person sees a unit's text (see unseenWhy) need layout reads, and layout
// reads interleaved with the walk's style reads cost far more than the same
// reads in a row. So the first pass only lists the elements to test and
// takes every interactive candidate for a target, logging what it writes
// outside S; they are then measured in one batch. When nothing clips, no
// text is unseen and no zero-size candidate changed anything but the
// target list (the common case), the first pass is exactly the walk; else
// its writes are undone and the walk runs again with the measurements
// known.
function walk(root, opts) {
  const mk = (known) => ({
    targets: [], units: [], stack: [], lastHeading: '', lastHeadingEl: null, hseq: 0,
    text: opts.text, vp: opts.vp, watchModal: !!opts.watchModal, shadowModal: null, lazy: !!opts.lazy,
    vh: innerHeight, vw: innerWidth, tree: null,
    // First pass: blocks to clip-test, elements whose text a person may
    // not see, target candidates to measure, undo log.
    checks: known ? null : [], seen: known ? null : [], cands: known ? null : [], undo: known ? null : [], notOwn: 0,
    // Second pass: what the first pass measured.
    clip: known ? known.clip : null, unseen: known ? known.unseen : null, rects: known ? known.rects : null,
    kinds: known ? known.kinds : new Map(),
  });
  labelIndex = new Map();
  const tree = root.getRootNode();
  let S = mk(null);
  S.tree = tree;
  visit(root, rootContext(), S, true);
  phaseLap('visit');
  const clipped = new Set(), unseen = new Set();
  measureSeen(S.seen, clipped, unseen, S.lazy);
  phaseLap('seen');
  measureClips(S.checks, clipped, S.lazy);
  phaseLap('clips');
  let rerun = clipped.size > 0 || unseen.size > 0;
  const rects = new Map();
  const m = measureCands(S, rects);
  phaseLap('cands');
  rerun = rerun || m.matters;
  if (!rerun) {
    if (m.zero) {
      S.targets = S.targets.filter((x) => x.el);
      S.targets.forEach((x, i) => { x.order = i; });
    }
    return S;
  }
  for (let i = S.undo.length - 1; i >= 0; i--) {
    const [mm, k, had, prev] = S.undo[i];
    if (had) mm.set(k, prev); else mm.delete(k);
  }
  labelIndex = new Map();
  S = mk({ clip: clipped, unseen, rects, kinds: S.kinds });
  S.tree = tree;
  visit(root, rootContext(), S, true);
  return S;
}

function rootContext() {
  return { fieldset: null, form: null, region: '', inTarget: false, inButton: false, label: null, inert: false,
    unseen: false, row: null, landmark: '' };
}

// The blocks of the first pass with no height that clip their overflow
// (blocks that became units with text are measured with their unit, see
// measureSeen, unless the walk is lazy).
function measureClips(checks, clipped, lazy) {
  for (const x of checks) {
    if (x.el && x.text && !lazy) continue;
    const el = x.el || x;
    if (el.clientHeight === 0 && clipsOverflow(el)) clipped.add(el);
  }
}

// The elements of the first pass whose text a person does not see: the
// units that have text, and the inline elements inside units that carry a
// class or a style of their own (a "visually hidden" span). A unit whose
// block was listed for the clip test gets it here, from the same box.
// A lazy walk (observe's) measures only the inline elements and the
// units inside a cell with no text of its own: whether a person sees a
// unit itself is asked later, of the units a selection shortlists (see
// perceive.js).
function measureSeen(list, clipped, unseen, lazy) {
  if (!list.length) return;
  const g = seenGeometry();
  for (const x of list) {
    const el = x.el || x;
    if (x.el && ((lazy && !x.measure) || !x.text)) continue;
    const r = boxOf(el);
    if (x.check && r.height === 0 && clipsOverflow(el)) { clipped.add(el); continue; }
    if (unseenWhy(el, g, r)) unseen.add(el);
  }
}

// Measure the target candidates. A zero-size one is no target; when taking
// it for one changed nothing else (no state unit, no text that counted as a
// control's) it is simply dropped.
function measureCands(S, rects) {
  let zero = false, matters = false;
  for (const x of S.cands) {
    const r = x.t.el.getBoundingClientRect();
    rects.set(x.t.el, r);
    if (r.width > 0 && r.height > 0) {
      x.t.vp = S.vp && r.bottom > 0 && r.right > 0 && r.top < S.vh && r.left < S.vw;
    } else {
      zero = true;
      x.t.el = null;
      if (x.matters) matters = true;
    }
  }
  return { zero, matters };
}

// Set m[k] = v, logging the previous entry when S keeps an undo log.
function logSet(S, m, k, v) {
  if (S.undo) S.undo.push([m, k, m.has(k), m.get(k)]);
  m.set(k, v);
}

// Unit roles whose "Label: value" text is split into context and text.
const SPLIT_ROLE = new Set(['text', 'paragraph', 'listitem', 'status']);

const topUnit = (S) => (S.stack.length ? S.stack[S.stack.length - 1] : null);

// A text node: its text joins the innermost open unit when a person sees
// it. Text of a control (a button's or link's label) is page text only when
// its block also says something of its own; a button's label never joins a
// plain block's text (a footer's "Clear completed" is not part of its
// counter).
function visitText(node, ctx, S, pvis) {
  const top = topUnit(S);
  if (!top) return;
  const data = node.data;
  if (!NONSPACE.test(data)) { top.buf += ' '; return; }
  if (!pvis || ctx.unseen) return;
  if (ctx.inButton && !top.content) { top.buf += ' '; S.notOwn++; return; }
  top.buf += data;
  // A link's text is page text: a link shows what it leads to ("MIT
  // license", "1.2k stars", "v2.4.0"), a button names an action.
  if (!top.own && !ctx.inTarget && top.hseq !== S.hseq) top.late = S.lastHeading;
  if (!ctx.inTarget) top.own++;
  else if (!ctx.inButton) { top.own++; top.linked = (top.linked || 0) + 1; }
  else S.notOwn++;
  if (top.th === undefined) top.th = S.lastHeading; // the heading its text follows
}

const VIS_OPTS = { visibilityProperty: true };
const SEEN_OPTS = { visibilityProperty: true, opacityProperty: true };

// How an element renders, as the first pass reads it: SHOWN (the first
// check passes: rendered and visible, and not faded when opacity was
// asked), PRUNED (no box, not display:contents), CONTENTS, FADED (rendered
// and visible but opacity 0 here or above) or HIDDEN (rendered,
// visibility:hidden). The second pass sees each element the first pass saw
// (it prunes more, never less) and reads no element twice: an element
// seen (opacity asked) in the second pass was seen in the first, so its
// kind answers either question; kinds other than SHOWN are kept.
const SHOWN = 0, PRUNED = 1, CONTENTS = 2, FADED = 3, HIDDEN = 4;

function renderKind(el, seeing) {
  if (el.checkVisibility(seeing ? SEEN_OPTS : VIS_OPTS)) return SHOWN;
  if (!el.checkVisibility()) return getComputedStyle(el).display === 'contents' ? CONTENTS : PRUNED;
  return seeing && el.checkVisibility(VIS_OPTS) ? FADED : HIDDEN;
}

// How el renders: null when its subtree is pruned (display:none, a
// collapsed clipping block), else { vis, contents, faded }. display:contents
// is judged by its parent; visibility:hidden hides this element and its text
// but a descendant may be visible again; faded is opacity 0 (here or on an
// ancestor): rendered for acting, not seen by a person. Opacity (a walk up
// the ancestors) is read only when it can matter: for text, outside an
// unseen subtree.
function renderOf(el, t, ctx, S, pvis) {
  const seeing = S.text && !ctx.unseen;
  let kind;
  if (S.checks) { // first pass: read, and keep what is not SHOWN
    kind = renderKind(el, seeing);
    if (kind !== SHOWN) S.kinds.set(el, kind);
  } else {
    kind = S.kinds.get(el);
    if (kind === undefined) kind = SHOWN;
  }
  if (kind === PRUNED) return null;
  const contents = kind === CONTENTS;
  const vis = contents ? pvis : kind !== HIDDEN;
  const faded = kind === FADED && seeing;
  // A block with no height that clips its overflow (a collapsed panel, a
  // 0×0 "visually hidden" box) shows nothing of its subtree. clientHeight
  // is cheap; the computed overflow is read only when it is 0.
  let check = -1;
  if (!contents && el.firstChild && !isInline(el, t)) {
    if (S.checks) check = S.checks.push(el) - 1;
    else if (S.clip ? S.clip.has(el) : (el.clientHeight === 0 && clipsOverflow(el))) return null;
  }
  return { vis, contents, faded, check };
}

// The context el's descendants inherit (a copy of ctx when anything
// changes).
function childContext(el, t, explicit, ctx, S, faded, marked) {
  let c = ctx;
  if (t === 'form') c = Object.assign({}, c, { form: el });
  else if (t === 'fieldset') c = Object.assign({}, c, { fieldset: el });
  if (t === 'label') {
    c = Object.assign({}, c, { label: el });
    const f = el.htmlFor;
    if (f && labelIndex) { const l = labelIndex.get(f); if (l) l.push(el); else labelIndex.set(f, [el]); }
  }
  if (ctx.label && LABELABLE.has(t)) logSet(S, wrapLabel, el, ctx.label);
  const region = (REGION_TAG.has(t) || explicit) ? regionLabel(el) : '';
  if (region) c = Object.assign({}, c, { region });
  else if (S.text && !c.region) {
    const sh = sectionHeading(el, t, S.tree);
    if (sh) c = Object.assign({}, c, { outline: (c.outline || []).concat([sh]) });
  }
  if (!ctx.inert && marked && el.hasAttribute('inert')) c = Object.assign({}, c, { inert: true });
  if (!ctx.unseen && (faded || (S.unseen && S.unseen.has(el)))) c = Object.assign({}, c, { unseen: true });
  if (!ctx.landmark && (explicit || LANDMARK_TAG.has(t))) {
    const lm = landmarkOf(el, t, explicit);
    if (lm) c = Object.assign({}, c, { landmark: lm });
  }
  if (S.text && isRowContainer(el, t, explicit)) c = Object.assign({}, c, { row: openRow(el, S) });
  return c;
}

// A <label> inside a repeated row that labels no control is the text
// that names the row (a todo's title, which a person double-clicks to
// edit it): a target of role "label", named by its text. A label of a
// control is never one (the control is the target).
function rowLabelRole(el, t, c) {
  return t === 'label' && c.row && !c.inTarget && !el.control ? 'label' : '';
}

// Take el for a target when it is interactive, rendered, not zero-size and
// not inert. Returns the first pass's candidate record (or true on the
// second pass), null when el is no target.
function takeTarget(el, role, c, S) {
  const cls = role in ROLE_CLASS ? ROLE_CLASS[role] : 3;
  if (S.cands) {
    // First pass: measured after the walk (see walk).
    const x = { el, role, cls, vp: false, order: S.targets.length, ctx: c, headingEl: S.lastHeadingEl };
    S.targets.push(x);
    const cand = { t: x, matters: false, notOwn: S.notOwn };
    S.cands.push(cand);
    return cand;
  }
  const r = (S.rects && S.rects.get(el)) || el.getBoundingClientRect();
  if (!(r.width > 0 && r.height > 0)) return null;
  const vp = S.vp && r.bottom > 0 && r.right > 0 && r.top < S.vh && r.left < S.vw;
  S.targets.push({ el, role, cls, vp, order: S.targets.length, ctx: c, headingEl: S.lastHeadingEl });
  return true;
}

// The state of a control (checked, selected option, progress) as a unit of
// its own. A control's state follows the control's rendering, not its
// opacity: custom checkboxes hide the native input and draw its state.
function pushStateUnit(el, c, S, isTarget) {
  const st = isTarget || isVisible(el) ? stateUnit(el) : null;
  if (!st) return false;
  const top = topUnit(S);
  if (top) top.buf += ' ';
  S.units.push({ el, role: st.role, text: st.text, state: true, heading: S.lastHeading, region: c.region,
    row: c.row, landmark: c.landmark });
  return true;
}

// Open the text unit el starts (every non-inline element, labels and
// explicit unit roles), or return null.
function openUnit(el, t, explicit, c, S, contents, headingHere) {
  let urole = UNIT_ROLE[explicit] || (t === 'th' ? (thIsRowHeader(el) ? 'rowheader' : 'columnheader') : UNIT_TAG[t]);
  if (!urole && LIVE.has(el.getAttribute('aria-live'))) urole = 'status';
  if (!urole && isInline(el, t)) return null;
  const unit = {
    el, role: urole || 'text', buf: '', own: 0, content: !!urole && urole !== 'label', contents,
    heading: headingHere ? '' : S.lastHeading, region: c.region, row: c.row, landmark: c.landmark, time: null,
    idx: S.units.length, hseq: S.hseq, outline: headingHere ? null : c.outline,
  };
  const top = topUnit(S);
  if (top) top.buf += ' ';
  S.units.push(unit);
  S.stack.push(unit);
  return unit;
}

// Close a unit: its text is its buffer when it is content or says
// something of its own.
function closeUnit(unit, el, t, c, S, headingHere) {
  S.stack.pop();
  let text = unit.content || unit.own ? collapse(unit.buf) : '';
  if (!text && unit.role === 'cell' && !headingHere && !c.unseen) {
    text = assistiveCellText(el, S);
    if (text) unit.assistive = true;
    // A lazy walk still measures the units inside such a cell: a
    // visually hidden one is what the cell says (see assistive.js).
    else if (S.seen && S.lazy) for (let i = unit.idx + 1; i < S.units.length; i++) S.units[i].measure = true;
  }
  unit.text = text;
  unit.buf = '';
  const late = unit.late !== undefined && text && !headingHere;
  if (!headingHere && unit.th !== undefined) unit.heading = unit.th;
  if (late) unit.heading = unit.late;
  if (text && !unit.region && unit.outline) unit.region = outlineRegion(unit.outline, unit.heading);
  const badge = headingHere && text ? headingBadge(unit, S) : null;
  if (badge) S.units.push(badge);
  else if (headingHere && text) { for (const p of headingPath(unit) || []) S.units.push(p); } // headpath.js
  else if (!text) controlContentLabel(unit, el, t, S);
  const pairs = text && SPLIT_ROLE.has(unit.role) ? (unit.role === 'text' && flexParts(unit, S)) || inlinePairs(unit, text, S) || dotParts(unit, text, S)
    : text && unit.role === 'definition' ? dotParts(unit, text, S) : null;
  if (pairs) {
    unit.text = unit.dotRest || ''; // dots.js: a dotted line's loose pieces stay the block's
    for (const p of pairs) S.units.push(p);
  } else if (text && SPLIT_ROLE.has(unit.role)) {
    const lv = splitLabel(text);
    if (lv) { unit.label = lv[0]; unit.text = lv[1]; }
    // A block whose text is all a link's shows where the link leads,
    // except links of a navigation landmark or loose in the page's body
    // (menus, chrome).
    else if (unit.role === 'text' && unit.linked === unit.own) {
      if (unit.landmark === 'navigation' || el === document.body) unit.text = '';
      else unit.role = 'link';
    }
  }
  if (headingHere && text) setHeading(S, unit.text);
  // Screen-reader-only headings are never evidence but still say what
  // follows is about.
  else if (headingHere && c.unseen) setHeading(S, textOf(el, false, null) || S.lastHeading);
  if (t === 'label' && text && labelIndex) logSet(S, labelText, el, text);
  if (late && unit.text) followHeading(unit, S);
  const top = topUnit(S);
  if (top) top.buf += ' ';
}

// Set the current heading (S.hseq counts the changes; see visitText).
function setHeading(S, text) {
  S.lastHeading = text;
  S.hseq++;
}

// A unit whose own text all follows a heading inside it (a card header: a
// flex row holding the card's heading and its status badge) is read after
// that heading and under it, not under the heading before.
function followHeading(unit, S) {
  const i = S.units.indexOf(unit, unit.idx);
  if (i >= 0 && i < S.units.length - 1) { S.units.splice(i, 1); S.units.push(unit); }
}

// S.tree is the root node of the tree the walk is in: a shadow root's
// children are in it, a slot's assigned nodes in their own (the host's
// tree, or one further up when slots are nested).
function visitChildren(el, t, c, S, vis) {
  const sr = el.shadowRoot;
  if (sr) {
    if (markIndex) indexTree(sr);
    const outer = S.tree;
    S.tree = sr;
    for (let k = sr.firstChild; k; k = k.nextSibling) visit(k, c, S, vis);
    S.tree = outer;
  } else if (t === 'slot') {
    const a = el.assignedNodes({ flatten: true });
    const outer = S.tree;
    for (let i = 0; i < a.length; i++) { S.tree = a[i].getRootNode(); visit(a[i], c, S, vis); }
    S.tree = outer;
    if (!a.length) for (let k = el.firstChild; k; k = k.nextSibling) visit(k, c, S, vis);
  } else {
    for (let k = el.firstChild; k; k = k.nextSibling) visit(k, c, S, vis);
  }
}

// Visit one node of the flat tree. pvis says whether the parent element is
// rendered and not visibility:hidden (text nodes inherit it).
function visit(node, ctx, S, pvis) {
  const type = node.nodeType;
  if (type === 3) { visitText(node, ctx, S, pvis); return; }
  if (type === 11) { // a document fragment or shadow root given as a root
    for (let k = node.firstChild; k; k = k.nextSibling) visit(k, ctx, S, pvis);
    return;
  }
  if (type !== 1) return;
  const el = node;
  const t = el.localName;
  const marked = !unmarked(el, S.tree);
  if (SKIP.has(t) || (marked && el.getAttribute('aria-hidden') === 'true')) return;
  const rd = renderOf(el, t, ctx, S, pvis);
  if (!rd) return;
  const { vis, contents } = rd;
  const explicit = marked ? explicitRole(el) : '';
  if (S.watchModal && (t === 'dialog' || explicit === 'dialog' || explicit === 'alertdialog') &&
    el.getRootNode() !== document && isModalCandidate(el) && deepVisible(el)) S.shadowModal = el;
  let c = childContext(el, t, explicit, ctx, S, rd.faded, marked);
  const role = targetRole(el, t, explicit) || rowLabelRole(el, t, c);
  const taken = role && vis && !contents && !c.inert ? takeTarget(el, role, c, S) : null;
  const cand = taken && taken !== true ? taken : null;
  const headingHere = HEADING_TAG.has(t) || explicit === 'heading';
  if (headingHere) S.lastHeadingEl = el;
  const control = CONTROL_TAG.has(t);
  if (S.text && vis && (control || STATE_ROLE.has(explicit)) && pushStateUnit(el, c, S, !!taken) && cand) cand.matters = true;
  let unit = null;
  if (S.text && !control && t !== 'br') unit = openUnit(el, t, explicit, c, S, contents, headingHere);
  if (unit && rd.check >= 0) { S.checks[rd.check] = unit; unit.check = true; }
  else if (t === 'br') { const top = topUnit(S); if (top) top.buf += ' '; }
  if (S.seen && S.text && !c.unseen && (unit || (S.stack.length && (el.hasAttribute('class') || el.hasAttribute('style'))))) S.seen.push(unit || el);
  if (t === 'time' && S.stack.length) topUnit(S).time = el;
  // A row's label stays page text: it is a handle on that text, not a
  // control whose label the text is.
  if (taken && !c.inTarget && role !== 'label') c = Object.assign({}, c, { inTarget: true, inButton: role !== 'link' });
  if (!unit && S.text && vis && S.stack.length && t !== 'br') gapBefore(el, S);
  visitChildren(el, t, c, S, vis);
  if (cand && !ctx.inTarget && S.notOwn !== cand.notOwn) cand.matters = true;
  if (unit) closeUnit(unit, el, t, c, S, headingHere);
  else if (headingHere) setHeading(S, textOf(el, false, null));
  if (unit && !unit.text) pairParts(unit, S);
  if (c.row && c.row !== ctx.row) closeRow(c.row, S);
}

// Walk a frame (or only its modal) and return targets and text units.
function scan(opts) {
  let root = document.body;
  let modal = findModal();
  if (modal) root = modal;
  indexWalk(root);
  let S = walk(root, opts);
  if (!modal && S.shadowModal) { // a modal rendered inside a web component
    modal = S.shadowModal;
    indexWalk(modal);
    S = walk(modal, opts);
  }
  S.modal = modal;
  if (opts.text) S.units = S.units.filter((u) => u.text);
  return S;
}
