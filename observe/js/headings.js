// ------------------------------------------------------- heading index
//
// Whether a block holds a heading deeper than its opening one is asked of
// every block that opens with a heading (see sectionHeading). Asking each
// block with querySelectorAll costs a query and a list per block; instead
// the headings of each tree (the document, a shadow root) are listed once
// per call, in tree order, and a block's own headings are the run that
// follows its opening heading in that list: a block's descendants are
// contiguous in tree order, and nothing before the opening heading (its
// first element child, or that child's first element child) inside the
// block is a heading. Only a page's scan lists them (it asks every block;
// a re-read asks a few, where one list of the document costs more).

const HEADING_SELECTOR = 'h1,h2,h3,h4,h5,h6';
const headingLists = new Map(); // tree root → { list, at: heading → index }

function headingsOf(root) {
  let x = headingLists.get(root);
  if (!x) {
    const list = root.querySelectorAll(HEADING_SELECTOR);
    const at = new Map();
    for (let i = 0; i < list.length; i++) at.set(list[i], i);
    x = { list, at };
    headingLists.set(root, x);
  }
  return x;
}

// Whether el (not itself a heading) holds, in its own tree, a heading of
// a level deeper than level other than h, h being el's first heading in
// tree order: what el.querySelectorAll(HEADING_SELECTOR) finds. tree is
// el's root node when the caller knows it (the walk does).
function holdsDeeperHeading(el, h, level, tree) {
  if (!markIndex) { // not a page's scan (a re-read): ask the block itself
    for (const sub of el.querySelectorAll(HEADING_SELECTOR)) if (sub !== h && +sub.localName[1] > level) return true;
    return false;
  }
  const { list, at } = headingsOf(tree || el.getRootNode());
  const i = at.get(h);
  if (i === undefined) return false;
  for (let k = i + 1; k < list.length && el.contains(list[k]); k++) {
    if (+list[k].localName[1] > level) return true;
  }
  return false;
}
