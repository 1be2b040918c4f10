// ------------------------------------------------------- heading paths
//
// A heading that is a path of links — "owner / name" on a code-hosting
// page, "Docs › Guides › Install" as a title — is one unit (the heading,
// whose text heads what follows), and each of its links is also a unit of
// its own: the last names the page's item, the first its owner, and a
// description can only be bound to what the page shows as a unit. Only a
// heading whose text is two or more links joined by a path separator
// (/, ›, », >, |) and nothing else is split; the heading unit stays as it
// is.

const PATH_SEP = /^[\s/›»>|]*$/u;

// The units of a path heading's links, or null when unit is no path
// heading (see above).
function headingPath(unit) {
  if (unit.role !== 'heading' || !unit.text) return null;
  const links = [];
  (function rec(n) {
    for (const k of flatChildren(n)) {
      if (k.nodeType !== 1) continue;
      if (k.localName === 'a' && k.hasAttribute('href')) links.push(k);
      else rec(k);
    }
  })(unit.el);
  if (links.length < 2) return null;
  let rest = unit.text, at = 0;
  const parts = [];
  for (const a of links) {
    const t = collapse(textOf(a, false, null));
    const i = t ? rest.indexOf(t, at) : -1;
    if (i < 0 || !PATH_SEP.test(rest.slice(at, i)) || (parts.length && !/[/›»>|]/u.test(rest.slice(at, i)))) return null;
    parts.push({ el: a, role: 'link', text: t, heading: unit.text, region: unit.region, row: unit.row,
      landmark: unit.landmark, time: null });
    at = i + t.length;
  }
  return PATH_SEP.test(rest.slice(at)) && !/[/›»>|]/u.test(rest.slice(at)) ? parts : null;
}
