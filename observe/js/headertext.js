// ------------------------------------------------------------ header text

// The text of a column header as the label of its cells: a header that
// holds an icon-only control (a sort or menu button named only by its
// aria-label or title, "Sort column ascending") is labelled by its own
// text, not by the control's name, which says what the control does,
// not what the column holds. A header that has no text but such
// controls keeps their names.
function headerTextOf(cell) {
  const icons = new Set();
  for (const b of cell.querySelectorAll('button,[role=button]')) {
    if (!collapse(b.textContent)) icons.add(b);
  }
  const full = textOf(cell, false, null);
  if (!icons.size) return full;
  return textOf(cell, false, icons) || full;
}

// The row text a target is sent with: a control inside a column header
// (a sort or filter button, repeated in every header cell) is told apart
// by its column's text ("Priority"), not by the whole header row's, which
// every such control shares.
function targetRowText(el, row) {
  const th = el.closest('th,[role=columnheader]');
  if (th && row && row.el && row.el !== th && row.el.contains(th) && !(th.localName === 'th' && thIsRowHeader(th))) {
    const s = headerTextOf(th);
    if (s) return rowText({ text: s });
  }
  return rowText(row);
}
