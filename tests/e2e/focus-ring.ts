/**
 * Whether the focused element shows a focus ring a person can see: an outline at least
 * 2 px wide whose colour stands out 3:1 from what lies behind it (WCAG 2.1, 1.4.11), or,
 * for a text field that marks focus with its border, a border that changed colour.
 */
import type { Page } from '@playwright/test';

/** What the focused element shows; `problem` is '' when the ring is visible. */
export interface FocusRing {
  name: string;
  problem: string;
}

/** Reads the ring of `document.activeElement`: its outline, over what the outline covers. */
export function focusRing(page: Page): Promise<FocusRing> {
  return page.evaluate(() => {
    const parse = (c: string): [number, number, number, number] => {
      const m = /rgba?\(([^)]+)\)/.exec(c);
      if (!m) return [0, 0, 0, 0];
      const [r, g, b, a] = m[1]!.split(/[ ,/]+/).map(Number);
      return [r!, g!, b!, a ?? 1];
    };
    const luminance = ([r, g, b]: number[]) => {
      const lin = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
    };
    /** The first opaque background under the point, other than `el`'s own (white at the bottom). */
    const backdrop = (el: Element, x: number, y: number): number[] => {
      for (const e of document.elementsFromPoint(x, y)) {
        if (el.contains(e)) continue;
        const [r, g, b, a] = parse(getComputedStyle(e).backgroundColor);
        if (a > 0.5) return [r, g, b];
      }
      return [255, 255, 255];
    };
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: 'body', problem: 'nothing focused' };
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName;
    const cs = getComputedStyle(el);
    // What lies under the ring: left of the element, past the offset, halfway down.
    const box = el.getBoundingClientRect();
    const out = parseFloat(cs.outlineOffset) + parseFloat(cs.outlineWidth) / 2;
    const behind = backdrop(el, box.left - out, box.top + box.height / 2);
    if (cs.outlineStyle === 'none' || parseFloat(cs.outlineWidth) < 2) {
      return { name, problem: `no ring (outline ${cs.outlineStyle} ${cs.outlineWidth})` };
    }
    const [r, g, b, a] = parse(cs.outlineColor);
    const ring = [r, g, b].map((v, i) => v * a + behind[i]! * (1 - a));
    const [hi, lo] = [luminance(ring), luminance(behind)].sort((x, y) => y - x);
    const contrast = (hi! + 0.05) / (lo! + 0.05);
    return contrast >= 3
      ? { name, problem: '' }
      : {
          name,
          problem: `ring ${cs.outlineColor} on rgb(${behind.join(', ')}): ${contrast.toFixed(2)}:1`,
        };
  });
}
