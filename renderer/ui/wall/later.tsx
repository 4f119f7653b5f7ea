/**
 * The wall's parts whose code loads when they are first needed, not with the first page
 * (docs/architecture.md, What only a person's action needs loads with that action): the
 * facilitator's line (who the room waits for, Nudge, Reveal now) once it has something
 * to say, the keyboard's shortcuts at the first key, and what went wrong with a New round
 * once something did. Next story, shared with the phone, is in session/session-parts.tsx.
 */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { NewRoundControl } from '../../stores/common/new-round-control';
import type { WallRoot } from '../../stores/wall/wall-root';
import { useDerived } from '../common/use-derived';
import { wpx } from '../common/wall-units';
import type { EarlyKeys } from './use-wall-keys';
import type { WallKeysProps } from './WallKeys';

const RoomBar = lazy(() => import('./RoomBar').then((m) => ({ default: m.RoomBar })));
const WallKeysPart = lazy(() => import('./WallKeys').then((m) => ({ default: m.WallKeys })));
const RoundAlertPart = lazy(() => import('./RoundAlert').then((m) => ({ default: m.RoundAlert })));

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

/** What went wrong with the last New round (RoundAlert), loaded the first time something did. */
export const RoundAlertSlot = observer(function RoundAlertSlot({
  rounds,
}: {
  rounds: NewRoundControl;
}) {
  if (!rounds.error) return null;
  return (
    <Suspense fallback={null}>
      <RoundAlertPart rounds={rounds} />
    </Suspense>
  );
});

/**
 * The wall's shortcuts (WallKeys), whose code loads with the first key pressed. The keys
 * pressed until it is in are kept with where focus was, and WallKeys handles them first:
 * a key pressed as soon as the cards show is not lost.
 */
export function WallKeysSlot(props: Omit<WallKeysProps, 'early'>) {
  const [pressed, setPressed] = useState(false);
  const early = useRef<EarlyKeys>({ keys: [], taken: false }).current;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (early.taken) return;
      early.keys.push({ event, focused: document.activeElement });
      setPressed(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [early]);
  if (!pressed) return null;
  return (
    <Suspense fallback={null}>
      <WallKeysPart {...props} early={early} />
    </Suspense>
  );
}
