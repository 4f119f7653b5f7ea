import { observer } from 'mobx-react-lite';
import type { RefObject } from 'react';
import { wallNextStep } from '../../domain/wall-keys';
import type { WallRoot } from '../../stores/wall/wall-root';
import { useDerived } from '../common/use-derived';
import { OPTIONS_BUTTON_ID } from './StatisticsBar';
import { useWallKeys, type WallKeyHandlers } from './use-wall-keys';

/** What {@link WallKeys} needs of the page besides its stores. */
interface WallKeysProps {
  wall: WallRoot;
  /** The keyboard help is open. */
  help: boolean;
  menuOpen: boolean;
  skipStory: RefObject<HTMLButtonElement>;
  openMenu(): void;
  openHelp(): void;
  closeHelp(): void;
}

/**
 * The wall from the keyboard (docs/product.md, The wall from the keyboard), in a
 * component of its own that renders nothing: what the keys offer follows the round, and
 * reading it here re-renders no part of the page. While Options is open its keys are its
 * own; while the help is open, '?' closes it.
 */
export const WallKeys = observer(function WallKeys({
  wall,
  help,
  menuOpen,
  skipStory,
  openMenu,
  openHelp,
  closeHelp,
}: WallKeysProps) {
  const { themeCatalogue, session } = wall;
  const previewMode = themeCatalogue.previewMode;
  const board = session.referenceBoard;
  const revealOffered = useDerived(() => wall.earlyReveal.offered, [wall]);
  const hasPlace = useDerived(() => session.backlog.place !== null, [session]);
  let keys: WallKeyHandlers = {};
  if (help) keys = { help: closeHelp };
  // The board closes with M as it opened (Escape is its own).
  else if (board.open) keys = { board: board.close };
  else if (!menuOpen)
    keys = {
      // The decision is wallNextStep's (Shift+Tab from 'Skip story' reaches the cards to
      // save one instead).
      next: () => {
        const { nextStoryControl } = session;
        const skip = skipStory.current;
        const { suggested } = nextStoryControl;
        const step = wallNextStep({
          nextStoryOffered: nextStoryControl.offered,
          suggested,
          skipFocused: skip !== null && document.activeElement === skip,
        });
        if (step === 'new-round') wall.newRound();
        else if (step === 'next-story' && suggested !== null) void nextStoryControl.next(suggested);
        else if (step === 'skip-story') skip?.click();
        else skip?.focus();
      },
      // With a backlog, the previous story (the clicker's Page Up).
      back: hasPlace ? () => void session.backlog.back() : undefined,
      timer: session.sessionTimer.toggle,
      pause: previewMode ? themeCatalogue.closePreview : wall.togglePause,
      options: () => {
        // Opened from nowhere in particular, Options gives focus back to the gear (the
        // drawer returns it to what had it when it opened).
        if (document.activeElement === document.body)
          document.getElementById(OPTIONS_BUTTON_ID)?.focus();
        openMenu();
      },
      help: openHelp,
      // 'Reveal now' asks twice; 'Nudge' only while someone is not ready.
      reveal: revealOffered ? wall.earlyReveal.press : undefined,
      nudge: wall.nudge.offered ? wall.nudge.send : undefined,
      // With a backlog, the stories sized so far.
      board: board.offered ? board.toggle : undefined,
    };
  useWallKeys(keys);
  return null;
});
