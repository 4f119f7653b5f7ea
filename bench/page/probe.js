/*
 * Benchmark probe, installed with page.addInitScript before the app loads.
 * Plain JavaScript on purpose: it runs in the page as written (no bundler, no
 * TypeScript helpers). Everything it records is read back through window.__bench.
 * It does not touch the product's code, only standard browser APIs.
 */
(() => {
  const now = () => performance.timeOrigin + performance.now();
  const CARD = '[data-testid="participant-card"]';

  // --- Timers alive: wrap the four timer functions so leaks can be counted. ---
  // id -> delay in ms (and where it was set, when window.__benchTimerStacks is on).
  const liveTimeouts = new Map();
  const liveIntervals = new Set();
  const { setTimeout: st, setInterval: si, clearTimeout: ct, clearInterval: ci } = window;
  window.setTimeout = function (fn, ms, ...args) {
    let id;
    const wrapped =
      typeof fn === 'function'
        ? function (...a) {
            liveTimeouts.delete(id);
            return fn.apply(this, a);
          }
        : fn;
    id = st.call(window, wrapped, ms, ...args);
    if (typeof fn === 'function')
      liveTimeouts.set(id, {
        ms: Number(ms) || 0,
        stack: window.__benchTimerStacks ? String(new Error().stack).split('\n').slice(2, 6) : null,
      });
    return id;
  };
  window.setInterval = function (fn, ms, ...args) {
    const id = si.call(window, fn, ms, ...args);
    liveIntervals.add(id);
    return id;
  };
  window.clearTimeout = function (id) {
    liveTimeouts.delete(id);
    liveIntervals.delete(id);
    return ct.call(window, id);
  };
  window.clearInterval = function (id) {
    liveTimeouts.delete(id);
    liveIntervals.delete(id);
    return ci.call(window, id);
  };

  // --- First card on screen (start benchmark). ---
  const start = { firstCardDom: null, firstCardFrame: null, allCardsDom: null };
  // Set by the benchmark in another init script: how many cards make the page complete.
  const expected = () => window.__benchExpectedCards || 0;
  const startObserver = new MutationObserver(() => {
    const cards = document.querySelectorAll(CARD);
    if (cards.length > 0 && start.firstCardDom === null) {
      start.firstCardDom = performance.now();
      // An animation frame runs just before the browser paints the DOM. The first one whose
      // card is seen: the room server's first paint is in the DOM unseen until it is whole.
      const painted = (card) =>
        !card.checkVisibility || card.checkVisibility({ opacityProperty: true });
      const frame = () => {
        if ([...document.querySelectorAll(CARD)].some(painted)) {
          start.firstCardFrame = performance.now();
        } else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }
    if (expected() > 0 && cards.length >= expected() && start.allCardsDom === null) {
      start.allCardsDom = performance.now();
    }
    if (start.firstCardFrame !== null && (expected() === 0 || start.allCardsDom !== null)) {
      startObserver.disconnect();
    }
  });
  startObserver.observe(document, { childList: true, subtree: true });

  // --- Card changes (vote-to-screen benchmark). ---
  let cardLog = [];
  let cardObserver = null;
  const signatures = new Map();
  const signature = (card) => {
    let s = card.textContent || '';
    for (const a of card.attributes)
      if (a.name.startsWith('data-') || a.name.startsWith('aria-'))
        s += '|' + a.name + '=' + a.value;
    // Ready checks, faces and the like are often only visible through a descendant's attribute.
    for (const el of card.querySelectorAll('[data-testid],[data-state],[aria-label],[aria-hidden]'))
      for (const a of el.attributes)
        if (a.name.startsWith('data-') || a.name.startsWith('aria-'))
          s += '|' + a.name + '=' + a.value;
    return s;
  };
  const record = (card, t) => {
    const userId = card.getAttribute('data-user-id');
    if (!userId) return;
    const sig = signature(card);
    if (signatures.get(userId) === sig) return;
    signatures.set(userId, sig);
    cardLog.push({ userId, t, sig });
  };

  window.__bench = {
    start,
    timers: () => ({ timeouts: liveTimeouts.size, intervals: liveIntervals.size }),
    /** The live timeouts' delays (and stacks when recorded), to tell what is pending. */
    liveTimeouts: () => [...liveTimeouts.values()],
    /** Starts recording every change of a card's visible state. */
    watchCards() {
      if (cardObserver) return;
      for (const card of document.querySelectorAll(CARD)) record(card, now());
      cardLog = [];
      cardObserver = new MutationObserver((mutations) => {
        const t = now();
        const cards = new Set();
        for (const m of mutations) {
          const node = m.target.nodeType === 1 ? m.target : m.target.parentElement;
          const card = node && node.closest(CARD);
          if (card) cards.add(card);
          for (const added of m.addedNodes) {
            if (added.nodeType !== 1) continue;
            if (added.matches(CARD)) cards.add(added);
            for (const c of added.querySelectorAll(CARD)) cards.add(c);
          }
        }
        for (const card of cards) record(card, t);
      });
      cardObserver.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    },
    /** Returns and clears the card changes recorded so far. */
    takeCardLog() {
      const out = cardLog;
      cardLog = [];
      return out;
    },
    now,
  };
})();
