/**
 * Options' chunk (ui/wall/options/OptionsMenu.tsx), fetched when the gear is first used,
 * and the parts of the page that come with it: what only Options turns on (preview mode)
 * need not weigh on the first page.
 */
import { lazy, Suspense, type ComponentType } from 'react';

type OptionsCode = typeof import('./options/OptionsMenu');

let loaded: OptionsCode | null = null;

/** Fetches Options' chunk (once: the module loader keeps it). */
export function loadOptions(): Promise<OptionsCode> {
  return import('./options/OptionsMenu').then((code) => (loaded = code));
}

/**
 * A part whose code is in Options' chunk: drawn at once when the chunk is in (as it is
 * whenever Options turned the part on, so it never flashes empty), else once it comes.
 */
export function fromOptions<P extends object>(
  pick: (code: OptionsCode) => ComponentType<P>,
): ComponentType<P> {
  // Typed as the part it stands for: React's lazy types its props for class refs too.
  const Later = lazy(() =>
    loadOptions().then((code) => ({ default: pick(code) })),
  ) as unknown as ComponentType<P>;
  return function FromOptions(props: P) {
    const Part = loaded && pick(loaded);
    if (Part) return <Part {...props} />;
    return (
      <Suspense fallback={null}>
        <Later {...props} />
      </Suspense>
    );
  };
}
