// --------------------------------------------------------- marked elements
//
// The walk asks every element for aria-hidden, role and inert, which few
// elements carry. One query per tree (the document, each shadow root the
// walk enters, and the trees above a walk's root) lists those that carry
// any of them; an element of an indexed tree not listed is asked nothing
// (an element of any other tree is asked, see unmarked).

const MARK_SELECTOR = '[aria-hidden],[role],[inert]';
let markIndex = null; // { trees: Set of indexed roots, marked: Set of elements }

function indexTree(root) {
  if (markIndex.trees.has(root)) return;
  markIndex.trees.add(root);
  for (const el of root.querySelectorAll(MARK_SELECTOR)) markIndex.marked.add(el);
}

// Index the trees a walk from root can reach before it enters a shadow
// root: root's own tree and the trees of the hosts above it (a slot's
// assigned nodes belong to its host's tree). Only a page's scan indexes:
// a re-read walks a few small subtrees, where one query of the document
// would cost more than the reads it saves.
function indexWalk(root) {
  if (!markIndex) markIndex = { trees: new Set(), marked: new Set() };
  for (let r = root.getRootNode(); r; r = r.host ? r.host.getRootNode() : null) {
    indexTree(r);
    if (r.nodeType === 1) markIndex.marked.add(r); // a detached root: ask it
  }
  if (root.nodeType === 1) markIndex.marked.add(root); // querySelectorAll leaves out its root
}

// Whether el is known to carry none of aria-hidden, role and inert: its
// tree is indexed and it is not listed.
// tree is el's root node when the caller knows it (the walk does).
const unmarked = (el, tree) => markIndex !== null && !markIndex.marked.has(el) &&
  markIndex.trees.has(tree || el.getRootNode());
