// ------------------------------------------------------------- units string

// Units travel as one string (a large page is mostly units, and one string
// is the cheapest thing to move and to split), every field joined by US.
// A unit is three fields, then the optional ones its flags announce, in
// this order:
//   role, text, flags, [context], [heading], [region], [row], [landmark]
// role: the index of a role in UNIT_ROLE_CODES in base 36, else '=' and
// the role. flags (base 36, '' for 0):
//      1 the unit is a control's state
//      2 heading equals context
//      4 heading equals the previous unit's
//      8 region equals the previous unit's
//     16 row equals the previous unit's
//     32 the unit's text is told only to assistive technology (see
//        assistiveCellText)
//     64 context follows
//    128 context equals the previous unit's context
//    256 context equals the previous unit's text
//    512 heading follows
//   1024 region follows
//   2048 row follows
//   4096 landmark follows: a letter of LANDMARK_CODE
// A field neither sent nor said equal to another is ''.
// A unit's node is its position after the targets' nodes.
const UNIT_STATE = 1, UNIT_HEADING_CTX = 2, UNIT_HEADING_PREV = 4, UNIT_REGION_PREV = 8, UNIT_ROW_PREV = 16,
  UNIT_ASSISTIVE = 32, UNIT_CTX = 64, UNIT_CTX_PREV = 128, UNIT_CTX_PREV_TEXT = 256, UNIT_HEADING = 512,
  UNIT_REGION = 1024, UNIT_ROW = 2048, UNIT_LANDMARK = 4096;

function encodeUnits(units, nodes) {
  const out = [];
  let prevHeading = '', prevRegion = '', prevRow = '', prevContext = '', prevText = '';
  for (const u of units) {
    const text = sep(u.text);
    const context = sep(unitContext(u));
    const heading = sep(u.heading || '');
    const region = sep(u.region || '');
    const row = sep(rowText(u.row));
    const landmark = LANDMARK_CODE[u.landmark] || '';
    let flags = (u.state ? UNIT_STATE : 0) | (u.assistive ? UNIT_ASSISTIVE : 0);
    if (context === '') { /* nothing sent */ } else if (context === prevContext) flags |= UNIT_CTX_PREV;
    else if (context === prevText) flags |= UNIT_CTX_PREV_TEXT;
    else flags |= UNIT_CTX;
    if (heading === context) flags |= UNIT_HEADING_CTX;
    else if (heading === '') { /* nothing sent */ } else if (heading === prevHeading) flags |= UNIT_HEADING_PREV;
    else flags |= UNIT_HEADING;
    if (region === prevRegion) { if (region) flags |= UNIT_REGION_PREV; } else if (region) flags |= UNIT_REGION;
    if (row === prevRow) { if (row) flags |= UNIT_ROW_PREV; } else if (row) flags |= UNIT_ROW;
    if (landmark) flags |= UNIT_LANDMARK;
    const code = ROLE_CODE.get(u.role);
    out.push(code === undefined ? '=' + sep(u.role) : code, text, flags ? flags.toString(36) : '');
    if (flags & UNIT_CTX) out.push(context);
    if (flags & UNIT_HEADING) out.push(heading);
    if (flags & UNIT_REGION) out.push(region);
    if (flags & UNIT_ROW) out.push(row);
    if (landmark) out.push(landmark);
    prevHeading = heading;
    prevRegion = region;
    prevRow = row;
    prevContext = context;
    prevText = text;
    nodes.push(u.el);
  }
  return out.join(US);
}
