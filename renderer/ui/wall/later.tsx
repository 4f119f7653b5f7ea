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
import { wpx } from '../common/wall-units';
import type { NextStoryProps } from '../session/NextStory';

const RoomBar = lazy(() => import('./RoomBar').then((m) => ({ default: m.RoomBar })));
const NextStoryPart = lazy(() =>
  import('../session/NextStory').then((m) => ({ default: m.NextStory })),
);

/**
 * The height of the line's one row (RoomBar.tsx: its buttons and its padding, in wall
 * pixels): while its code loads, the slot keeps that room.
 */
export const ROOM_BAR_HEIGHT = wpx(68);

const RESERVED = { minHeight: ROOM_BAR_HEIGHT };

/**
 * The line above the cards while a round waits (RoomBar), loaded the first time it shows:
 * on the same conditions as it shows anything at all. Until its code is in, its row is
 * kept empty, so the cards below are in their place from the page's first render on.
 */
export const RoomBarSlot = observer(function RoomBarSlot({ wall }: { wall: WallRoot }) {
  const { waiting, earlyReveal } = wall;
  const needed = useDerived(
    () => earlyReveal.offered || waiting.names.length > 0 || earlyReveal.error !== null,
    [waiting, earlyReveal],
  );
  if (!needed) return null;
  return (
    <Suspense fallback={<div style={RESERVED} />}>
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
