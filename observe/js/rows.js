// ------------------------------------------------------- rows and landmarks

// Row containers: a list item, a table or grid row, an article, or a card
// (a block whose element sibling next to it has the same tag and the same
// non-empty class, and which holds elements of its own; never a table
// cell, whose siblings are the other columns of its row).
const ROW_TAG = new Set(['li', 'tr', 'article']);
const ROW_ROLE = new Set(['row', 'listitem', 'article']);

function isRowContainer(el, t, explicit) {
  if (ROW_ROLE.has(explicit) || (ROW_TAG.has(t) && !explicit)) return true;
  if (isInline(el, t) || !el.firstElementChild || isCellish(el)) return false;
  const cls = el.getAttribute('class');
  if (!cls) return false;
  const p = el.previousElementSibling, n = el.nextElementSibling;
  return (!!p && p.localName === t && p.getAttribute('class') === cls) ||
    (!!n && n.localName === t && n.getAttribute('class') === cls);
}

// A row record: its text is the visible text of the units inside it, set
// when the walk leaves the container, else (a row without text) the
// choices of its selects (a generated form's row is named only by its
// controls; a text field's value is not read: it changes as it is typed,
// and replay looks rows up by their text); other state
// units (checked, on, a progress) are no identity and stay out, and a
// password never enters (observation never reads one).
//
// A heading inside a row container (a card's title) heads the whole
// container, also the text before it (a card header's badge), and nothing
// after it: the walk's last heading is the container's while inside it and
// comes back when it closes.
function openRow(el, S) {
  const row = { el, start: S.units.length, text: '', heading: S.lastHeading, headingEl: S.lastHeadingEl };
  const h = el.querySelector(HEADING_SEL);
  if (h) {
    const ht = textOf(h, false, null);
    if (ht) { S.lastHeading = ht; S.lastHeadingEl = h; }
  }
  return row;
}
const HEADING_SEL = 'h1,h2,h3,h4,h5,h6,[role=heading]';

function closeRow(row, S) {
  S.lastHeading = row.heading;
  S.lastHeadingEl = row.headingEl;
  row.text = rowParts(row, S, false) || rowParts(row, S, true);
}

// The text of a row's units; with values, also (only used when the row has
// no text of its own) its selects' choices: a row that
// shows text keeps it as its identity whatever its fields hold (a todo
// being edited stays "Feed cat" while its field changes).
function rowParts(row, S, values) {
  const parts = [];
  let n = 0;
  for (let i = row.start; i < S.units.length && n < 400; i++) {
    const u = S.units[i];
    if ((u.state && !(values && VALUE_ROLE.has(u.role))) || !u.text || u.pairLabel) continue;
    parts.push(u.label ? u.label + ': ' + u.text : u.text);
    n += u.text.length + 1;
  }
  return collapse(parts.join(' '));
}

const VALUE_ROLE = new Set(['combobox', 'listbox']);

// A row's text as sent: whitespace collapsed, at most 120 characters
// (code points).
function rowText(row) {
  if (!row || !row.text) return '';
  const s = row.text;
  if (s.length <= 120) return s;
  return Array.from(s).slice(0, 120).join('');
}

const LANDMARK_TAG = new Set(['nav', 'aside', 'header', 'footer']);

// Landmarks whose content weighs less as evidence, sent as one letter.
const LANDMARK_CODE = { navigation: 'n', contentinfo: 'c', complementary: 'x', banner: 'b' };

// The landmark el opens, or '': nav, aside, a header or footer not scoped
// to an article, aside, main, nav or section, or the explicit roles.
function landmarkOf(el, t, explicit) {
  if (explicit) return explicit in LANDMARK_CODE ? explicit : '';
  switch (t) {
    case 'nav': return 'navigation';
    case 'aside': return 'complementary';
    case 'header': case 'footer':
      if (el.parentElement && el.parentElement.closest('article,aside,main,nav,section')) return '';
      return t === 'header' ? 'banner' : 'contentinfo';
  }
  return '';
}
