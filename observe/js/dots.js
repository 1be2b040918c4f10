// ------------------------------------------------------- dotted lines

// A line of several values joined by a separator ("1,482 passed · 3 failed
// · 27 skipped", "Date of birth: 14 Mar 1984 · MRN 00482913", "Card ·· 9021
// · since Dec 1") says one value per piece, not one value: each piece that
// is one inline element, maybe after a short label of loose words, is a
// unit of its own (the element's node, its text, the label), and the loose
// pieces stay the block's text, joined by the separator. Returns the units
// to add after unit (whose text is then the loose pieces), or null when the
// block is no such line (no separator between pieces, a nested unit, a
// control among the pieces, no piece that is one element).
const DOT_SEP = /\s[·•|]\s/;
// A list item stays whole: it is one entry, its pieces an event and its
// date ("Payment captured · Nov 28, 09:14" in a timeline).
function dotParts(unit, text, S) {
  if (unit.role === 'listitem' || S.units.length !== unit.idx + 1 || !DOT_SEP.test(' ' + text + ' ')) return null;
  const pieces = dottedPieces(unit.el);
  if (!pieces || pieces.length < 2) return null;
  const parts = [], loose = [];
  const term = unit.role === 'definition' && unit.el.localName === 'dd' ? termOf(unit.el) : '';
  for (const p of pieces) {
    const t = collapse(p.text);
    if (!t) continue;
    const one = pieceElement(p, t);
    if (!one) { loose.push(t); continue; }
    parts.push({
      el: one.el, role: unit.role, text: one.text, label: one.label || term || undefined,
      heading: unit.heading, region: unit.region, row: unit.row, landmark: unit.landmark, time: null,
    });
  }
  if (!parts.length) return null;
  unit.dotRest = loose.join(' · ');
  return parts;
}

// The pieces of el's line between separators: each piece's text and the
// elements in it. null when a piece holds a control or a block.
function dottedPieces(el) {
  const pieces = [{ text: '', els: [], lead: '' }];
  for (const k of flatChildren(el)) {
    if (k.nodeType === 3) {
      const bits = (' ' + k.data + ' ').split(DOT_SEP);
      for (let i = 0; i < bits.length; i++) {
        if (i > 0) pieces.push({ text: '', els: [], lead: '' });
        const cur = pieces[pieces.length - 1];
        cur.text += bits[i];
        if (!cur.els.length) cur.lead += bits[i];
        else if (NONSPACE.test(bits[i])) cur.trail = true;
      }
      continue;
    }
    if (k.nodeType !== 1) continue;
    const t = k.localName;
    if (SKIP.has(t)) continue;
    if (!isInline(k, t) || targetRole(k, t, explicitRole(k))) return null;
    const v = collapse(visibleText(k));
    if (!v) continue;
    if (DOT_SEP.test(' ' + v + ' ')) return null; // separators inside an element: not this line's pieces
    const cur = pieces[pieces.length - 1];
    cur.text += ' ' + v + ' ';
    cur.els.push({ el: k, text: v });
  }
  return pieces;
}

// The one element a piece is, with the short label of loose words before
// it ("MRN", "Date of birth:"), or null: loose text only, several
// elements, words after the element, or words before it that read as no
// label.
function pieceElement(p, t) {
  if (p.els.length !== 1 || p.trail) return null;
  const lead = collapse(p.lead).replace(/:$/, '');
  if (lead && !(lead.length <= 40 && /\p{L}/u.test(lead) && !/\d/.test(lead) && lead.split(' ').length <= 4)) return null;
  return { el: p.els[0].el, text: p.els[0].text, label: lead };
}
