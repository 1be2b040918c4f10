// ------------------------------------------------------------------ settle

// Wait while finite CSS animations/transitions run, at most capMs. Waits
// on the animations' own finished promises: no polling interval, no fixed
// sleep; a page that is not animating returns at once.
async function settle(capMs) {
  const t0 = performance.now();
  let waited = false;
  for (;;) {
    const running = document.getAnimations().filter((a) => {
      if (a.playState !== 'running') return false;
      const ti = a.effect && a.effect.getComputedTiming ? a.effect.getComputedTiming() : null;
      return ti && isFinite(ti.endTime);
    });
    if (!running.length) break;
    const left = capMs - (performance.now() - t0);
    if (left <= 0) break;
    waited = true;
    let timer;
    await Promise.race([
      Promise.allSettled(running.map((a) => a.finished)),
      new Promise((res) => { timer = setTimeout(res, left); }),
    ]);
    clearTimeout(timer);
  }
  return waited ? Math.round(performance.now() - t0) : 0;
}

function docReady(main) {
  const b = document.body;
  if (!b) return false;
  if (main && location.href === 'about:blank' && !b.firstChild) return false;
  return true;
}

// Wait (at most ms) for a readable document: a body, and for the main
// frame something other than an empty about:blank.
function waitReady(ms, main) {
  if (docReady(main)) return Promise.resolve(true);
  if (ms <= 0) return Promise.resolve(false);
  return new Promise((resolve) => {
    let timer = 0;
    const obs = new MutationObserver(() => check());
    const done = (v) => {
      obs.disconnect();
      clearTimeout(timer);
      document.removeEventListener('readystatechange', check);
      resolve(v);
    };
    const check = () => { if (docReady(main)) done(true); };
    obs.observe(document, { childList: true, subtree: true });
    document.addEventListener('readystatechange', check);
    timer = setTimeout(() => done(docReady(main)), ms);
  });
}

