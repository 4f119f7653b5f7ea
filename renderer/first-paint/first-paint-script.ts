/**
 * The script the room server puts right after its first paint of the wall (`#boot-wall`,
 * server/wall-first-paint.ts), inline and allowed by its hash: the build bundles it on its
 * own (scripts/wall-first-paint-plugin.ts), never into the browser's bundle.
 *
 * 1. Before the browser paints any of it, it fits the cards, drawn at a guessed size, to
 *    this screen: the size the page's own card area will give them (`cardScale`,
 *    ui/wall/CardGrid.tsx). The first paint is unseen until then (the style after this
 *    script shows it).
 * 2. The page then renders its own cards under the first paint, where they stay: its
 *    first render has the whole room, and the line above the cards keeps its row while
 *    its code loads. In the commit that puts its first card where the first paint's is,
 *    the first paint goes, before that frame is painted: a mutation observer's callback
 *    runs before the browser lays out and paints.
 *    Where the page's cards never come to the same place (this device placed them itself,
 *    or someone joined meanwhile), the first paint goes a second after the page's cards
 *    came; where the page shows the welcome box instead (the room emptied), at once.
 */
import { CARD_UNITS, cardScale } from '../domain/card-fit';
import { CARD_SCALE_VAR, cardPx } from '../ui/common/wall-units';

/** How long the first paint stays over the page's cards when they are not in the same place. */
const WAIT_MS = 1000;

const CARD = '.sp-card';
const GRID = '[data-testid="card-grid"]';

/** An element's content box. */
function contentBox(el: HTMLElement): { width: number; height: number } {
  const style = getComputedStyle(el);
  const box = el.getBoundingClientRect();
  const px = (v: string) => Number.parseFloat(v) || 0;
  return {
    width: box.width - px(style.paddingLeft) - px(style.paddingRight),
    height: box.height - px(style.paddingTop) - px(style.paddingBottom),
  };
}

/** Draws the first paint's cards at the scale the page's card area will. */
function fit(grid: HTMLElement): void {
  const count = grid.querySelectorAll(CARD).length;
  const scale = cardScale({
    lanes: [count],
    zoom: Number(grid.dataset['zoom']),
    area: contentBox(grid),
    shortSide: Math.min(innerWidth, innerHeight),
  });
  grid.style.setProperty(CARD_SCALE_VAR, scale.factor.toFixed(5));
  // Its rows as wide as that many cards (CardGrid.tsx, CardRow).
  const row = grid.querySelector<HTMLElement>('[data-layout="plain"] > div');
  const { columns } = scale;
  if (row) row.style.maxWidth = cardPx(columns * CARD_UNITS.width + (columns - 1) * CARD_UNITS.gap);
}

/** Whether two boxes are in the same place, to the pixel. */
function samePlace(a: DOMRect, b: DOMRect): boolean {
  return (['x', 'y', 'width', 'height'] as const).every((k) => Math.abs(a[k] - b[k]) < 1);
}

/** Removes the first paint once the page's first card is where its first card is. */
function swapWhenPlaced(firstPaint: HTMLElement, grid: HTMLElement): void {
  const first = grid.querySelector(CARD);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    firstPaint.remove();
  };
  const observer = new MutationObserver(() => {
    if (document.querySelector('#root [data-testid="welcome-box"]')) return done();
    const ours = document.querySelector(`#root ${GRID} ${CARD}`);
    if (!ours || !first) return undefined;
    if (samePlace(ours.getBoundingClientRect(), first.getBoundingClientRect())) return done();
    timer ??= setTimeout(done, WAIT_MS);
    return undefined;
  });
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['style'],
  });
}

const firstPaint = document.getElementById('boot-wall');
const grid = firstPaint?.querySelector<HTMLElement>(GRID);
if (firstPaint && grid) {
  fit(grid);
  swapWhenPlaced(firstPaint, grid);
}
