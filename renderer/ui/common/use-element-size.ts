import { useLayoutEffect, useState, type RefObject } from 'react';

/** A content-box size in CSS pixels. */
export interface ElementSize {
  width: number;
  height: number;
}

/**
 * The content-box size of an element, measured before the first paint and followed with
 * a ResizeObserver (a window resize, a band added above, a panel beside). Null until
 * the element is mounted. The element's own size must not depend on what it contains,
 * or a change would feed back into itself.
 */
export function useElementSize(ref: RefObject<HTMLElement>): ElementSize | null {
  const [size, setSize] = useState<ElementSize | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const update = (width: number, height: number) =>
      setSize((prev) =>
        prev && prev.width === width && prev.height === height ? prev : { width, height },
      );
    const style = getComputedStyle(el);
    const px = (v: string) => Number.parseFloat(v) || 0;
    const rect = el.getBoundingClientRect();
    update(
      rect.width - px(style.paddingLeft) - px(style.paddingRight),
      rect.height - px(style.paddingTop) - px(style.paddingBottom),
    );
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect;
      if (box) update(box.width, box.height);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
