import type { RefObject } from 'react';
import { wallNextStep } from '../../domain/wall-keys';
import type { WallRoot } from '../../stores/wall/wall-root';
import { useWallKeys, type EarlyKeys, type WallKeyHandlers } from './use-wall-keys';

/** What {@link WallKeys} needs of the page besides its stores. */
export interface WallKeysProps {
  wall: WallRoot;
  /** The keyboard help is open. */
  help: boolean;
  menuOpen: boolean;
  skipStory: RefObject<HTMLButtonElement>;
  openMenu(): void;
  openHelp(): void;
  closeHelp(): void;
  /** The keys pressed while this code was loading (ui/wall/later.tsx). */
  early?: EarlyKeys;
}

/**
 * The wall from the keyboard (docs/product.md, The wall from the keyboard), in a
 * component of its own that renders nothing. What the keys offer is read from the stores
 * when a key is pressed, so this part observes nothing and the round never re-renders
 * it. While Options is open its keys are its own; while the help is open, '?' closes it.
 */
export function WallKeys({
  wall,
  help,
  menuOpen,
  skipStory,
  openMenu,
  openHelp,
  closeHelp,
  early,
}: WallKeysProps) {
  useWallKeys((): WallKeyHandlers => {
    const { themeCatalogue, session } = wall;
    const board = session.referenceBoard;
    if (help) return { help: closeHelp };
    // The board closes with M as it opened (Escape is its own).
    if (board.open) return { board: board.close };
    if (menuOpen) return {};
    return {
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
      back: session.backlog.place !== null ? () => void session.backlog.back() : undefined,
      timer: session.sessionTimer.toggle,
      pause: themeCatalogue.previewMode ? themeCatalogue.closePreview : wall.togglePause,
      options: openMenu,
      help: openHelp,
      // 'Reveal now' asks twice; 'Nudge' only while someone is not ready.
      reveal: wall.earlyReveal.offered ? wall.earlyReveal.press : undefined,
      nudge: wall.nudge.offered ? wall.nudge.send : undefined,
      // With a backlog, the stories sized so far.
      board: board.offered ? board.toggle : undefined,
    };
  }, early);
  return null;
}
