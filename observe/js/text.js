// ------------------------------------------------------------ visible text

// The text of el's subtree as a person sees it, read the way observation
// reads units: the flat tree (open shadow roots, slots), no aria-hidden
// subtree, nothing unrendered, transparent, off-screen, clipped, covered or
// the colour of its background; form control values and script or style
// text never enter. Blocks and line breaks separate words.
function visibleText(el) {
  const g = seenGeometry();
  const out = [];
  readVisible(el, out, g, true);
  return collapse(out.join(''));
}

function readVisible(node, out, g, pvis) {
  if (node.nodeType === 3) { if (pvis) out.push(node.data); return; }
  if (node.nodeType === 11) { for (let k = node.firstChild; k; k = k.nextSibling) readVisible(k, out, g, pvis); return; }
  if (node.nodeType !== 1) return;
  const t = node.localName;
  if (SKIP.has(t) || CONTROL_TAG.has(t) || node.getAttribute('aria-hidden') === 'true') return;
  let vis = node.checkVisibility(SEEN_OPTS);
  if (!vis) {
    if (node.checkVisibility(VIS_OPTS)) return; // transparent
    if (!node.checkVisibility()) { if (getComputedStyle(node).display !== 'contents') return; vis = pvis; }
  }
  if (node.firstChild && !isInline(node, t) && node.clientHeight === 0 && clipsOverflow(node)) return;
  if (vis && node.firstChild && unseenWhy(node, g)) return;
  if (t === 'br') { out.push(' '); return; }
  const block = !isInline(node, t);
  if (block) out.push(' ');
  const kids = flatChildren(node);
  for (let i = 0; i < kids.length; i++) readVisible(kids[i], out, g, vis);
  if (block) out.push(' ');
}
