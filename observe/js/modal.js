// ------------------------------------------------------------------- modal

function isModalCandidate(el) {
  const r = explicitRole(el);
  if ((r === 'dialog' || r === 'alertdialog') && el.getAttribute('aria-modal') === 'true') return true;
  if (el.localName === 'dialog' && el.open) {
    try { return el.matches(':modal'); } catch (e) { return false; }
  }
  return false;
}

// The topmost visible modal in the light DOM of this document, or null.
function findModal() {
  let found = null;
  const list = document.querySelectorAll('dialog[open],[role=dialog][aria-modal=true],[role=alertdialog][aria-modal=true]');
  for (const el of list) if (isModalCandidate(el) && deepVisible(el)) found = el;
  return found;
}

