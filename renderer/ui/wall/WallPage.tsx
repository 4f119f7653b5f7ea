import Box from '../common/Box';
import { PageTheme } from '../common/PageTheme';
import { when } from 'mobx';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { wallText } from '../../i18n/en/wall';
import { useText } from '../../i18n/react';
import type { AppDeps } from '../../stores/common/deps';
import { WallRoot } from '../../stores/wall/wall-root';
import { baselineStyles } from '../common/baseline';
import { BUTTON_STYLES } from '../common/buttons';
import { CARD_STYLES } from './card-styles';
import { RemoveBootPlaceholder } from '../common/BootPlaceholder';
import { ResultContext } from '../common/CardMark';
import { screenCssVars, screenTheme, screenVar, SYSTEM_FONTS } from '../common/theme';
import { WALL_UNIT_STYLE, wpx } from '../common/wall-units';
import { CardGrid, PreviewGrid } from './CardGrid';
import { JoinPanel } from './JoinPanel';
import { SessionBand } from './SessionBand';
import { loadRevealDigit, RevealCountdown } from './RevealCountdown';
import { NextStory, RoomBarSlot } from './later';
import { RoundAlert } from './RoundAlert';
import { loadResultPanel, SideColumn } from './SideColumn';
import { OPTIONS_BUTTON_ID, StatisticsBar } from './StatisticsBar';
import { useDerived } from '../common/use-derived';
import { useJoinSite } from './use-join-site';
import { useWallKeys, type WallKeyHandlers } from './use-wall-keys';
import { wallNextStep } from '../../domain/wall-keys';

// The menu (themes, colour pickers, image rules) loads when the gear is first used.
const OptionsMenu = lazy(() => import('./options/OptionsMenu'));
// Only a screen nobody has joined shows it: a running room never loads it.
const WelcomeBox = lazy(() => import('./WelcomeBox').then((m) => ({ default: m.WelcomeBox })));
// The keyboard help loads when someone asks for it ('?' or Options).
const KeyHelp = lazy(() => import('./KeyHelp'));
// The stories sized so far load with the first M.
const ReferenceBoard = lazy(() => import('./ReferenceBoard'));

/** Props every page of the app receives. */
export interface WallPageProps {
  code: string;
  deps: AppDeps;
  navigate: (path: string) => void;
}

/**
 * Creates the page's stores and disposes them when the page goes. Created in an effect
 * (not during render) so StrictMode's second mount gets fresh, working stores.
 */
function useWallRoot(code: string, deps: AppDeps): WallRoot | null {
  const [root, setRoot] = useState<WallRoot | null>(null);
  useEffect(() => {
    const created = new WallRoot(code, deps, window.location.host);
    created.start();
    setRoot(created);
    // A reload or closing the window must not lose the last second of the remembered list.
    const flush = () => created.flushStorage();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      created.dispose();
    };
  }, [code, deps]);
  return root;
}

/** Until the first snapshot arrives: neither the welcome box nor cards, yet. */
function Connecting() {
  const t = useText(wallText);
  return (
    <Box
      data-testid="screen-connecting"
      role="status"
      sx={{ m: 'auto', fontSize: wpx(30), opacity: 0.7 }}
    >
      {t('connecting')}
    </Box>
  );
}

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
const WallKeys = observer(function WallKeys({
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

export const WallBody = observer(function WallBody({
  wall,
  code,
  deps,
  navigate,
}: WallPageProps & { wall: WallRoot }) {
  const { themeCatalogue, preview, roster, customImages, session, result } = wall;
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  // The help overlay while open, and where focus goes when it closes (null: where it was).
  const [help, setHelp] = useState<{ returnTo: HTMLElement | null } | null>(null);
  const skipStory = useRef<HTMLButtonElement>(null);
  // Phones open the configured public address, never the kiosk's app:// origin.
  const site = useJoinSite(deps);
  const previewMode = themeCatalogue.previewMode;
  const empty = roster.isEmpty;
  let main;
  if (previewMode) main = <PreviewGrid preview={preview} images={customImages} />;
  else if (!roster.loaded) main = <Connecting />;
  else if (empty)
    main = (
      <Suspense fallback={null}>
        <WelcomeBox code={code} site={site} navigate={navigate} />
      </Suspense>
    );
  else main = <CardGrid wall={wall} images={customImages} />;
  const openMenu = () => {
    setMenuLoaded(true);
    setMenuOpen(true);
  };
  const closeHelp = () => setHelp(null);
  const board = session.referenceBoard;
  // Read through computeds: WallBody re-renders when one of these flips, not with
  // every vote that rebuilds the round they are read from.
  const nextStoryOffered = useDerived(() => session.nextStoryControl.offered, [session]);
  // The result summary's and the 3-2-1's code come once a card is ready: before a reveal
  // needs them.
  useEffect(
    () =>
      when(
        () => roster.readyCount > 0 || result.visible !== null,
        () => {
          void loadResultPanel();
          void loadRevealDigit();
        },
      ),
    [roster, result],
  );
  return (
    <Box
      data-testid="screen-page"
      data-preview={previewMode}
      style={
        { ...WALL_UNIT_STYLE, ...screenCssVars(themeCatalogue.effective) } as React.CSSProperties
      }
      sx={{
        // Exactly the viewport: the wall never scrolls; the cards fit what is left.
        height: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: screenVar('screenBackground'),
        color: screenVar('screenForeground'),
        fontFamily: SYSTEM_FONTS,
        transition: 'background-color 500ms, color 500ms',
      }}
    >
      <WallKeys
        wall={wall}
        help={help !== null}
        menuOpen={menuOpen}
        skipStory={skipStory}
        openMenu={openMenu}
        openHelp={() => setHelp({ returnTo: null })}
        closeHelp={closeHelp}
      />
      <StatisticsBar wall={wall} onOpenOptions={openMenu} />
      {!previewMode && <SessionBand session={session} />}
      <RoundAlert rounds={wall.newRoundControl} />
      {!previewMode && roster.loaded && !empty && <RoomBarSlot wall={wall} />}
      {/* Cards beside the result summary and the join panel (below them in portrait):
          the card area measures what is left, so neither ever covers a card. */}
      <ResultContext.Provider value={result}>
        <Box
          component="main"
          sx={{
            flex: '1 1 0',
            minHeight: 0,
            position: 'relative',
            display: 'flex',
            flexDirection: 'row',
            '@media (orientation: portrait)': { flexDirection: 'column' },
          }}
        >
          {main}
          {!previewMode && <RevealCountdown revealCountdown={wall.revealMoment.revealCountdown} />}
          {(previewMode || (roster.loaded && !empty)) && (
            <SideColumn
              result={result}
              rule={wall.roomOptions.options.suggestedCard}
              afterResult={
                // Only while offered: an empty slot would still push the join panel away.
                nextStoryOffered && (
                  <NextStory
                    control={session.nextStoryControl}
                    backlog={session.backlog}
                    cards={wall.deck.deck.cards}
                    variant="wall"
                    skipRef={skipStory}
                  />
                )
              }
              joinPanel={
                wall.wallPreferences.showJoinPanel &&
                !empty &&
                !previewMode && <JoinPanel code={code} site={site} />
              }
            />
          )}
        </Box>
      </ResultContext.Provider>
      {menuLoaded && (
        <Suspense fallback={null}>
          <OptionsMenu
            preview={preview}
            wall={wall}
            session={session}
            result={result}
            platform={deps.platform}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            onShowKeys={() => {
              setMenuOpen(false);
              // Options closes under the help: focus comes back to the gear, not into it.
              setHelp({ returnTo: document.getElementById(OPTIONS_BUTTON_ID) });
            }}
          />
        </Suspense>
      )}
      {board.open && (
        <Suspense fallback={null}>
          <ReferenceBoard board={board} backlog={session.backlog} />
        </Suspense>
      )}
      {help && (
        <Suspense fallback={null}>
          <KeyHelp onClose={closeHelp} returnTo={help.returnTo} />
        </Suspense>
      )}
    </Box>
  );
});

/**
 * The screen page (`/{code}`; docs/product.md, Wall layout): statistics bar, the cards
 * (or the welcome box, or preview cards), the join panel and the settings menu behind the
 * gear icon.
 */
const WALL_BASELINE = {
  ...baselineStyles({ fontFamily: SYSTEM_FONTS, background: '#fff', color: '#1e293b' }),
  // In this order: the cards' rules refine the buttons' and the icons'.
  ...BUTTON_STYLES,
  ...CARD_STYLES,
};

export default function WallPage({ code, deps, navigate }: WallPageProps) {
  const wall = useWallRoot(code, deps);
  useEffect(() => {
    // The kiosk reopens this screen after a restart.
    deps.platform
      .rememberScreenCode(code)
      .catch((error: unknown) => deps.log.warn('Could not remember the screen code', error));
  }, [code, deps]);
  if (!wall) return null;
  return (
    <PageTheme theme={screenTheme} styles={WALL_BASELINE}>
      <RemoveBootPlaceholder />
      <WallBody wall={wall} code={code} deps={deps} navigate={navigate} />
    </PageTheme>
  );
}
