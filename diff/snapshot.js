// Structure and style snapshot of one document for jev's page diff.
// arg: {styleSelector: string}. Returns {nodes, styles, styleError}.
(arg) => {
  const SKIP = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "HEAD", "META", "LINK", "TITLE"]);
  const norm = (s) => (s || "").replace(/\s+/g, " ").trim();
  const cap = (s) => (s.length > 80 ? s.slice(0, 80) + "…" : s);
  const visible = (el) => {
    const cs = getComputedStyle(el);
    if (cs.display === "none" || cs.visibility === "hidden" || cs.visibility === "collapse") return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 || r.height > 0;
  };
  const ownText = (el) => {
    let s = "";
    for (const n of el.childNodes) if (n.nodeType === Node.TEXT_NODE) s += " " + n.nodeValue;
    return norm(s);
  };
  const controlLabel = (el) =>
    norm(el.getAttribute("aria-label") || el.getAttribute("alt") || el.getAttribute("placeholder") ||
         el.getAttribute("title") || el.getAttribute("name") || el.getAttribute("type") || "");
  const nodes = [];
  // walk returns whether el or a descendant was reported.
  const walk = (el) => {
    if (SKIP.has(el.tagName)) return false;
    const cs = getComputedStyle(el);
    if (cs.display === "none") return false;
    let below = false;
    const kids = el.shadowRoot ? [...el.shadowRoot.children, ...el.children] : [...el.children];
    const at = nodes.length;
    for (const k of kids) if (walk(k)) below = true;
    if (!visible(el)) return below;
    const tag = el.tagName.toLowerCase();
    let label = ownText(el);
    if (!label && ["input", "select", "textarea", "img", "button", "iframe", "video", "canvas", "svg"].includes(tag)) label = controlLabel(el);
    // Aggregated text only for a leaf: no descendant is reported itself, so
    // a container does not change when one of its children goes away.
    if (!label && !below) label = norm(el.innerText || el.textContent);
    if (!label) return below;
    const r = el.getBoundingClientRect();
    nodes.splice(at, 0, { tag, label: cap(label),
      box: { x: r.left + scrollX, y: r.top + scrollY, w: r.width, h: r.height } });
    return true;
  };
  if (document.body) walk(document.body);
  const out = { nodes, styles: [], styleError: "" };
  if (arg.styleSelector) {
    let els;
    try { els = document.querySelectorAll(arg.styleSelector); } catch (e) { out.styleError = String(e.message || e); return out; }
    for (const el of els) {
      const cs = getComputedStyle(el), props = {};
      for (let i = 0; i < cs.length; i++) {
        const p = cs[i];
        props[p] = cs.getPropertyValue(p).replace(/-?\d*\.?\d+(e-?\d+)?px/g, (m) => Math.round(parseFloat(m)) + "px");
      }
      out.styles.push({ tag: el.tagName.toLowerCase(), label: cap(ownText(el) || norm(el.innerText || "")), props });
    }
  }
  return out;
}
