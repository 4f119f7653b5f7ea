import { useLayoutEffect } from 'react';

/**
 * Removes index.html's placeholder (`#boot`, painted before any script ran) in the
 * commit that puts a page's first content in its place. Each page renders it with
 * that content, so nothing blank is ever painted in between.
 */
export function RemoveBootPlaceholder() {
  useLayoutEffect(() => document.getElementById('boot')?.remove(), []);
  return null;
}
