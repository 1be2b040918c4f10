// ---------------------------------------------------------------- perceive
//
// Observation's walk is lazy: it reads what is cheap of every element
// (rendering, visibility, opacity, a collapsed clipping block, inline
// elements that hide part of a unit's text) and leaves out the checks that
// read a unit's box and style (off-screen, clipped, indented, transparent
// or same-colour text, covered; see unseenWhyNow). perceive makes them for
// the units a selection shortlists, in one call per frame: a unit is seen
// when neither it nor any unit that holds it is hidden in one of those
// ways, which is what the walk would have said of it had it measured
// every unit (an unseen unit hides its subtree's text).
//
// The answer is one character per asked node: '1' seen, '0' not seen (or
// no longer in the document).
function perceive(a) {
  const reg = registry(false);
  const nodes = reg && reg.doc === a.doc ? reg.snaps.get(a.snap) : null;
  if (!nodes) return JSON.stringify(a.nodes.map(() => '0').join(''));
  const units = new Set(nodes.slice(nodes.firstUnit || 0));
  heldGeometry = Object.assign(seenGeometry(), { why: new Map(), boxes: new Map() });
  try {
    let out = '';
    for (const i of a.nodes) out += perceived(nodes[i], units, heldGeometry) ? '1' : '0';
    return JSON.stringify(out);
  } finally {
    heldGeometry = null;
  }
}

// Whether a person sees unit element el: it and every unit above it in
// the flat tree pass the seen checks (memoized per element in g).
function perceived(el, units, g) {
  if (!el || !el.isConnected) return false;
  for (let n = el; n; n = flatParent(n)) {
    if (n.nodeType === 1 && (n === el || units.has(n)) && unseenWhy(n, g)) return false;
  }
  return true;
}
