// ------------------------------------------------- assistive-only cell text

// A table cell that shows no text of its own but an icon (a check mark, a
// dash) often says what the icon means only to assistive technology: a
// visually hidden span ("Included", "Not included") beside the icon. A
// person reads the icon; a screen reader reads the span. Such a cell's
// text is the hidden span's, marked assistive (flag 32 in the units
// string) so evidence can tell it from text a person sees.
//
// Only the "visually hidden" pattern counts (unseenWhy says 'clipped': a
// box of at most 1px that clips its overflow, a zero clip rect, a clip-path
// that leaves nothing): text hidden by colour, opacity, covering or
// off-screen placement stays out, and so does a cell holding a control (a
// button's hidden label names the button, not the cell) or visible text.
const ASSISTIVE_MAX = 60;

// The assistive-only text of cell el, or ''. Read on the walk's second
// pass (S.unseen is known), when the cell's own text came out empty.
function assistiveCellText(el, S) {
  if (!S.unseen || !S.unseen.size) return '';
  const g = seenGeometry();
  const parts = [];
  for (const d of el.querySelectorAll('*')) {
    if (CONTROL_TAG.has(d.localName) || targetRole(d)) return '';
    if (!S.unseen.has(d) || parts.some((p) => p.el.contains(d))) continue;
    if (d.getAttribute('aria-hidden') === 'true' || unseenWhy(d, g) !== 'clipped') continue;
    const s = collapse(textOf(d, false, null));
    if (s) parts.push({ el: d, s });
  }
  const text = collapse(parts.map((p) => p.s).join(' '));
  return text.length <= ASSISTIVE_MAX ? text : '';
}
