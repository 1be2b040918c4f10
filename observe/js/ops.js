// ---------------------------------------------------------------- ops
//
// The runtime is installed once per document (see script.go) and called by
// operation name:
//
//   observe  walk the document once and return, as one JSON string, the
//            frame's interactive targets (ordered and capped), its text
//            units in reading order and the verdicts on its child iframes;
//   reread   report, for refs of an earlier snapshot, whether each observed
//            node is unchanged, changed, hidden, detached or replaced;
//   perceive say, for text units of an earlier snapshot, whether a person
//            sees each (the checks observe leaves out, see perceive.js);
//   element  return the observed node itself (for acting), or {status} when
//            it may not be acted on;
//   ping     nothing: the cost of one call (benchmarks).
//
// Every call starts from empty caches: nothing measured in one call is
// trusted in the next.

function resetCaches() {
  visCache.clear();
  inlineCache.clear();
  tableCache.clear();
  cellTrees.clear();
  describers.clear();
  wrapLabel.clear();
  labelText.clear();
  labelIndex = null;
  headingLists.clear();
  markIndex = null;
  phaseLap = () => {};
}

function call(arg) {
  resetCaches();
  switch (arg.op) {
    case 'observe': return observe(arg);
    case 'reread': return reread(arg);
    case 'perceive': return perceive(arg);
    case 'element': return element(arg);
    case 'ping': return '""'; // one round trip through the runtime (benchmarks)
  }
  throw new Error('jev observe: unknown op ' + arg.op);
}
