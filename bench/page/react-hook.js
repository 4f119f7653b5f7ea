/*
 * Counts React's work per commit through the DevTools global hook, the same
 * entry point React DevTools uses (production builds call it too). Installed
 * with page.addInitScript before React loads; nothing in the product changes.
 *
 * A fiber "rendered" in a commit when its memoizedProps or memoizedState
 * object changed since the last commit we saw it in (React copies both when it
 * bails out, so a skipped component keeps the same objects). Tracking this
 * ourselves avoids the stale `flags` of fibers React did not clone.
 */
(() => {
  // Function, class, forwardRef and simple memo components. A memo() wrapper with a
  // compare function (tag 14) is left out: React gives it the new props even when it
  // bails out; its inner component (counted) shows whether anything rendered.
  const COMPONENT_TAGS = new Set([0, 1, 11, 15]);
  const HOST = 5;
  const seen = new WeakMap();
  const stats = { commits: 0, cardsRendered: 0, componentsRendered: 0, statsRendered: 0, log: [] };

  const didRender = (fiber) => {
    const prev = seen.get(fiber) || (fiber.alternate && seen.get(fiber.alternate));
    const cur = { p: fiber.memoizedProps, s: fiber.memoizedState };
    seen.set(fiber, cur);
    if (fiber.alternate) seen.set(fiber.alternate, cur);
    return !prev || prev.p !== cur.p || prev.s !== cur.s;
  };
  const testId = (fiber) =>
    fiber.tag === HOST && fiber.memoizedProps ? fiber.memoizedProps['data-testid'] : undefined;

  // Walks the committed tree once, returning for each card and statistic
  // subtree whether any component in it (or in its wrappers) rendered.
  const onCommit = (root) => {
    let components = 0;
    const renderedNow = new Set();
    // Did a component wrapping this host element (up to the next host element) render?
    const wrappersRendered = (fiber) => {
      for (let f = fiber.return; f && f.tag !== HOST && f.tag !== 3; f = f.return) {
        if (renderedNow.has(f)) return true;
      }
      return false;
    };
    const cards = new Set();
    const statItems = new Set();
    // Stack of [fiber, owner] where owner is the card/stat item the fiber belongs to.
    const stack = [[root.current, null]];
    while (stack.length) {
      const [fiber, ownerIn] = stack.pop();
      let owner = ownerIn;
      // A keyed component is a list item: a card's subtree starts at its key
      // (wrappers above the card's element included).
      // Keyed wrappers further up (a page keyed by its screen code) are not cards: the
      // innermost keyed component above a card's element is its list item.
      const open = owner === null || owner.kind === 'maybe-card';
      if (fiber.key !== null && fiber.key !== undefined && open) {
        owner = { kind: 'maybe-card', key: fiber.key, rendered: false };
      }
      const id = testId(fiber);
      if (id === 'participant-card') {
        if (owner && owner.kind === 'maybe-card') owner.kind = 'card';
        else owner = { kind: 'card', key: fiber.memoizedProps['data-user-id'], rendered: false };
        // The card's element itself re-created (new props) also means its owner rendered it.
        if (didRender(fiber) || wrappersRendered(fiber)) owner.rendered = true;
      } else if (typeof id === 'string' && id.startsWith('stat-') && open) {
        owner = { kind: 'stat', key: id, rendered: didRender(fiber) || wrappersRendered(fiber) };
      }
      if (COMPONENT_TAGS.has(fiber.tag) && didRender(fiber)) {
        components += 1;
        renderedNow.add(fiber);
        if (owner) owner.rendered = true;
      }
      if (owner && owner.rendered) {
        if (owner.kind === 'card') cards.add(owner.key);
        if (owner.kind === 'stat') statItems.add(owner.key);
      }
      if (fiber.sibling) stack.push([fiber.sibling, ownerIn]);
      if (fiber.child) stack.push([fiber.child, owner]);
    }
    stats.commits += 1;
    stats.componentsRendered += components;
    stats.cardsRendered += cards.size;
    stats.statsRendered += statItems.size;
    stats.log.push({
      t: performance.now(),
      components,
      cards: cards.size,
      stats: statItems.size,
      cardKeys: [...cards],
      statKeys: [...statItems],
    });
    if (stats.log.length > 5000) stats.log.shift();
  };

  let nextId = 1;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(renderer) {
      const id = nextId++;
      this.renderers.set(id, renderer);
      return id;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      try {
        onCommit(root);
      } catch (e) {
        stats.error = String(e);
      }
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    setStrictMode() {},
  };
  window.__benchReact = {
    stats,
    reset() {
      stats.commits = 0;
      stats.cardsRendered = 0;
      stats.componentsRendered = 0;
      stats.statsRendered = 0;
      stats.log = [];
    },
  };
})();
