// ------------------------------------------------------------- vocabulary

// Elements that flow inside a line: they never start a text unit.
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'data', 'del', 'dfn', 'em',
  'font', 'i', 'img', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup',
  'time', 'u', 'var', 'wbr', 'abbr', 'big', 'tt', 'nobr', 'slot']);
// Subtrees that hold no readable text or are read elsewhere (iframes are frames of their own).
const SKIP = new Set(['script', 'style', 'template', 'noscript', 'svg', 'canvas', 'iframe', 'frame',
  'object', 'embed', 'video', 'audio', 'head', 'math', 'datalist']);
// Roles that make an element a target.
const INTERACTIVE_ROLES = new Set(['button', 'link', 'checkbox', 'switch', 'tab', 'menuitem',
  'menuitemcheckbox', 'menuitemradio', 'radio', 'combobox', 'textbox', 'searchbox', 'option', 'slider',
  'spinbutton', 'listbox', 'treeitem']);
// Roles whose accessible name may come from their content.
const NAME_FROM_CONTENT = new Set(['button', 'link', 'checkbox', 'switch', 'tab', 'menuitem',
  'menuitemcheckbox', 'menuitemradio', 'radio', 'option', 'treeitem', 'heading', 'cell', 'gridcell',
  'columnheader', 'rowheader', 'tooltip', 'label']);
// Shortlist classes: form controls, then buttons/tabs/menuitems,
// then links, then everything else. Kept in step with OrderSpec in Go.
const ROLE_CLASS = {
  textbox: 0, searchbox: 0, combobox: 0, checkbox: 0, radio: 0, switch: 0, spinbutton: 0, slider: 0, listbox: 0,
  button: 1, tab: 1, menuitem: 1, menuitemcheckbox: 1, menuitemradio: 1,
  link: 2,
};
// Text unit roles by tag and by explicit role.
const UNIT_TAG = {
  h1: 'heading', h2: 'heading', h3: 'heading', h4: 'heading', h5: 'heading', h6: 'heading',
  p: 'paragraph', li: 'listitem', dt: 'term', dd: 'definition', td: 'cell', label: 'label',
  caption: 'caption', figcaption: 'caption', legend: 'legend', blockquote: 'blockquote', output: 'status',
};
const UNIT_ROLE = {
  heading: 'heading', paragraph: 'paragraph', listitem: 'listitem', term: 'term', definition: 'definition',
  cell: 'cell', gridcell: 'cell', columnheader: 'columnheader', rowheader: 'rowheader', status: 'status',
  alert: 'alert', note: 'note', caption: 'caption', tooltip: 'tooltip', log: 'status',
};
// Unit roles sent as their index in this list, in base 36 (kept in step
// with unitRoleCodes in Go; at most 36).
const UNIT_ROLE_CODES = ['text', 'paragraph', 'heading', 'label', 'listitem', 'cell', 'columnheader', 'rowheader', 'term', 'definition', 'caption', 'legend', 'blockquote', 'status', 'alert', 'note', 'tooltip', 'textbox', 'checkbox', 'radio', 'switch', 'combobox', 'listbox', 'searchbox', 'slider', 'spinbutton', 'progressbar', 'meter', 'menuitemcheckbox', 'menuitemradio', 'link'];
const ROLE_CODE = new Map(UNIT_ROLE_CODES.map((r, i) => [r, i.toString(36)]));
// Regions whose aria-label names the text inside them.
const REGION_TAG = new Set(['section', 'nav', 'aside', 'main', 'form', 'article', 'fieldset', 'dialog']);
const REGION_ROLE = new Set(['region', 'navigation', 'complementary', 'main', 'form', 'article', 'group',
  'dialog', 'alertdialog', 'search', 'banner', 'contentinfo', 'tabpanel']);
const TEXT_INPUT = new Set(['text', 'email', 'tel', 'url', 'search', 'number', 'date', 'datetime-local',
  'month', 'time', 'week', 'color', '']);

// -------------------------------------------------------------- utilities

const NONSPACE = /\S/;
const HEADING_TAG = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
// Controls whose state is a unit of its own (and which start no text unit).
const CONTROL_TAG = new Set(['input', 'select', 'textarea', 'progress', 'meter']);
// Explicit roles whose element's state (checked, value) is a unit of its own.
const STATE_ROLE = new Set(['checkbox', 'switch', 'radio', 'progressbar', 'meter', 'slider', 'spinbutton',
  'menuitemcheckbox', 'menuitemradio']);
// Elements a wrapping <label> labels.
const LABELABLE = new Set(['input', 'select', 'textarea', 'button', 'meter', 'progress', 'output']);
// aria-live values that make a plain element a status region.
const LIVE = new Set(['polite', 'assertive']);
