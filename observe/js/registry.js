// ---------------------------------------------------------------- registry

const KEY = Symbol.for('jev.observe.registry/v1');
const MAX_SNAPSHOTS = 32; // snapshots retained per document (oldest evicted)

function registry(create) {
  let r = window[KEY];
  if (!r && create) {
    r = { doc: Math.random().toString(36).slice(2) + Date.now().toString(36), snaps: new Map() };
    Object.defineProperty(window, KEY, { value: r, enumerable: false, configurable: false, writable: false });
  }
  return r;
}
