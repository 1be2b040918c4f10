// ----------------------------------------------------------------- observe

// The phase clock of the observation in progress (diagnostics; see
// observe's phases).
let phaseLap = () => {};

async function observe(a) {
  const ready = await waitReady(a.readyMs, a.main);
  if (!ready) {
    return JSON.stringify({ notReady: true, url: location.href, readyState: document.readyState, body: !!document.body });
  }
  const transitionMs = a.settleMs > 0 ? await settle(a.settleMs) : 0;
  // Phase timings (ms), returned for diagnostics.
  const phases = {};
  let mark = performance.now();
  const lap = (name) => { const now = performance.now(); phases[name] = Math.round((now - mark) * 10) / 10; mark = now; };
  phaseLap = lap;
  const S = scan({ text: a.text, vp: a.vp, watchModal: true, lazy: true });
  lap('scan');

  const reg = registry(true);
  const nodes = [];
  reg.snaps.set(a.snap, nodes);
  while (reg.snaps.size > MAX_SNAPSHOTS) reg.snaps.delete(reg.snaps.keys().next().value);

  // Shortlist: in viewport, then role class, then walk order; cut at cap.
  const all = S.targets;
  const kept = all.slice().sort((x, y) => (y.vp - x.vp) || (x.cls - y.cls) || (x.order - y.order)).slice(0, a.cap);
  const targets = kept.map((x) => encodeTarget(x, nodes));
  nodes.firstUnit = nodes.length; // the units' nodes follow (see perceive)
  lap('targets');
  const units = encodeUnits(S.units, nodes);
  const frames = frameVerdicts(a, S.modal);
  lap('units');
  // The units string travels after the JSON head, not inside it: it is
  // most of a large page's answer, and as a JSON string it would be
  // escaped here and scanned and unescaped again by the reader. The head
  // has no raw newline (JSON.stringify escapes them), so the first one
  // ends it.
  return JSON.stringify({
    doc: reg.doc, url: location.href, title: document.title, modal: !!S.modal, transitionMs,
    total: all.length, targets, frames, phases,
  }) + '\n' + units;
}

// One shortlisted target as observe returns it, an array of: role, name,
// tag, type, href, placeholder, scope, row, section, value, flags (1
// disabled, 2 in the viewport), walk order, role class. Its node is
// registered: the k-th target's node is k.
function encodeTarget(x, nodes) {
  const el = x.el;
  const t = el.localName;
  const isLink = t === 'a' || t === 'area';
  const disabled = !!(el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true');
  nodes.push(el);
  return [
    x.role, clip(accName(el, x.role), 500), t,
    t === 'input' ? inputType(el) || 'text' : (t === 'button' ? (el.getAttribute('type') || 'submit').toLowerCase() : ''),
    isLink ? clip(el.getAttribute('href') || '', 500) : '',
    clip(el.getAttribute('placeholder') || '', 200),
    clip(scopeOf(el, x.ctx, x.headingEl), 200),
    targetRowText(el, x.ctx.row), // headertext.js
    clip(sectionOf(x.ctx), 200),
    clip(targetValue(el, x.role), 2000),
    (disabled ? 1 : 0) | (x.vp ? 2 : 0), x.order, x.cls,
  ];
}

// Verdicts on child iframes: rendered, in the viewport, inside the modal.
function frameVerdicts(a, modal) {
  return (a.children || []).map((f) => {
    if (!f || !f.isConnected) return { visible: false, vp: false };
    let visible = deepVisible(f);
    if (visible && modal && !composedContains(modal, f)) visible = false;
    return { visible, vp: visible && a.vp && inViewport(f) };
  });
}
