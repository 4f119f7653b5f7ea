/**
 * A value an observer derives from stores, kept in a computed of its own: the component
 * re-renders only when this value changes, not on every change of what it is read from
 * (a summary rebuilt on each vote, a round object made anew per snapshot).
 */
import { compareStructural, computed, type IEqualsComparer } from 'mobx';
import { useMemo, type DependencyList } from 'react';

/** Read inside an `observer`; `deps` are what `derive` closes over besides observables. */
export function useDerived<T>(
  derive: () => T,
  deps: DependencyList,
  equals: IEqualsComparer<T> = compareStructural,
): T {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what derive reads
  const box = useMemo(() => computed(derive, { equals }), deps);
  return box.get();
}
