// ------------------------------------------------------------------ reread

function nodeOf(a, node) {
  const reg = registry(false);
  if (!reg || reg.doc !== a.doc) return null;
  const nodes = reg.snaps.get(a.snap);
  return nodes ? nodes[node] || null : null;
}

// Text of a unit element now, computed the way observe computed it (a walk
// of its subtree, with what a person sees measured).
function unitTextNow(el, isState) {
  if (isState) { const st = stateUnit(el); return st ? st.text : ''; }
  let S = walk(el, { text: true, vp: false });
  let u = S.units.find((x) => x.el === el);
  // An inline element is a unit of its own only as one of its block's
  // "Label: value" pairs (inlinePairs) or a part of its heading's path
  // (headingPath, maybe under a <strong>): read it through its block, the
  // nearest ancestor whose walk gives it (at most four levels up).
  let p = flatParent(el);
  for (let up = 0; !u && p && p.nodeType === 1 && up < 4; up++, p = flatParent(p)) {
    S = walk(p, { text: true, vp: false });
    u = S.units.find((x) => x.el === el);
  }
  labelIndex = null; // the walk indexed only el's labels: names read el.labels again
  return u ? u.text || '' : '';
}

// The status of one ref; item carries what was observed.
// seen: judge visibility as a person sees it (re-reads of evidence); else
// as an actor does (acting on the node). A control's state follows the
// control's rendering either way, as in observation.
function status(a, item, lazyScan, seen) {
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
  // A control that carries a state (a checkbox, a switch, a slider) is
  // judged by its rendering: custom controls hide the native input and
  // draw the state themselves.
  const stateful = item.state || (item.kind === 't' && STATE_ROLE.has(item.role));
  if (seen && !stateful && !evidenceVisible(el)) return { status: 'hidden' };
  if (a.modal === undefined) a.modal = findModal();
  const modal = a.modal;
  if (modal && !composedContains(modal, el)) return { status: 'hidden' };
  if (item.kind === 't') {
    // A row's label (see rowLabelRole) keeps its role while it labels no control.
    const role = targetRole(el) || (item.role === 'label' && el.localName === 'label' && !el.control ? 'label' : '');
    const name = clip(accName(el, role), 500);
    const value = clip(targetValue(el, role), 2000);
    const same = role === item.role && name === item.name && value === item.value;
    return { status: same ? 'unchanged' : 'changed', text: name, value, el };
  }
  const text = unitTextNow(el, item.state);
  return { status: text === item.text ? 'unchanged' : 'changed', text, el };
}

function reread(a) {
  let scanned = null;
  // Units at the position observe gave them: a lazy walk's, as observe's.
  const lazyScan = () => scanned || (scanned = scan({ text: true, vp: false, watchModal: true, lazy: true }));
  // One geometry for the whole call (see heldGeometry).
  heldGeometry = Object.assign(seenGeometry(), { why: new Map(), boxes: new Map() });
  try {
    const out = a.items.map((item) => {
      const s = status(a, item, lazyScan, true);
      return { status: s.status, text: s.text || '', value: s.value || '' };
    });
    return JSON.stringify(out);
  } finally {
    heldGeometry = null;
  }
}

function element(a) {
  const s = status(a, a.item, () => scan({ text: true, vp: false, watchModal: true }), false);
  if (s.el && (s.status === 'unchanged' || s.status === 'changed')) return s.el;
  return { status: s.status };
}
