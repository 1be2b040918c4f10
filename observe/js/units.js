// ------------------------------------------------------------- units string

// Units travel as one string (a large page is mostly units, and one string
// is the cheapest thing to move and to split): 9 fields per unit, all
// joined by US:
//   role, text, context, heading, region, row, landmark, flags, ''
// role: the index of a role in UNIT_ROLE_CODES, else '=' and the role.
// landmark: a letter of LANDMARK_CODE ('' for none).
// flags (decimal, '' for 0): 1 = the unit is a control's state,
// 2 = heading equals context, 4 = heading equals the previous unit's,
// 8 = region equals the previous unit's, 16 = row equals the previous
// unit's (each then sent empty), 32 = the unit's text is told only to
// assistive technology (see assistiveCellText).
// A unit's node is its position after the targets' nodes.
function encodeUnits(units, nodes) {
  const out = [];
  let prevHeading = '', prevRegion = '', prevRow = '';
  for (const u of units) {
    const context = sep(unitContext(u));
    const heading = sep(u.heading || '');
    const region = sep(u.region || '');
    const row = sep(rowText(u.row));
    let flags = (u.state ? 1 : 0) | (u.assistive ? 32 : 0);
    let h = heading;
    if (heading === context) { flags |= 2; h = ''; } else if (heading && heading === prevHeading) { flags |= 4; h = ''; }
    let r = region;
    if (region && region === prevRegion) { flags |= 8; r = ''; }
    let w = row;
    if (row && row === prevRow) { flags |= 16; w = ''; }
    prevHeading = heading;
    prevRegion = region;
    prevRow = row;
    const code = ROLE_CODE.get(u.role);
    out.push(code === undefined ? '=' + sep(u.role) : code, sep(u.text), context, h, r, w,
      LANDMARK_CODE[u.landmark] || '', flags || '', '');
    nodes.push(u.el);
  }
  return out.join(US);
}
