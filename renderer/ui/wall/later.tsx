/**
 * The wall's parts whose code loads when they are first needed, not with the first page
 * (docs/architecture.md, What only a person's action needs loads with that action): the
 * facilitator's line (who the room waits for, Nudge, Reveal now) once it has something
 * to say, and Next story once it is offered.
 */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import type { WallRoot } from '../../stores/wall/wall-root';
import { useDerived } from '../common/use-derived';
import type { NextStoryProps } from '../session/NextStory';

const RoomBar = lazy(() => import('./RoomBar').then((m) => ({ default: m.RoomBar })));
const NextStoryPart = lazy(() =>
  import('../session/NextStory').then((m) => ({ default: m.NextStory })),
);

/**
 * The line above the cards while a round waits (RoomBar), loaded the first time it shows:
 * on the same conditions as it shows anything at all.
 */
export const RoomBarSlot = observer(function RoomBarSlot({ wall }: { wall: WallRoot }) {
  const { waiting, earlyReveal } = wall;
  const needed = useDerived(
    () => earlyReveal.offered || waiting.names.length > 0 || earlyReveal.error !== null,
    [waiting, earlyReveal],
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <RoomBar wall={wall} />
    </Suspense>
  );
});

/** 'Next story' (session/NextStory.tsx), whose code loads when it is first offered. */
export function NextStory(props: NextStoryProps) {
  return (
    <Suspense fallback={null}>
      <NextStoryPart {...props} />
    </Suspense>
  );
}
