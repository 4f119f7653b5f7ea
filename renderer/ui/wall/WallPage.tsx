import Box from '../common/Box';
import { PageTheme } from '../common/PageTheme';
import { when } from 'mobx';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { wallText } from '../../i18n/en/wall';
import { useText } from '../../i18n/react';
import type { AppDeps } from '../../stores/common/deps';
import type { AppRoot } from '../../stores/app/app-root';
import { WallRoot } from '../../stores/wall/wall-root';
import { baselineStyles } from '../common/baseline';
import { BUTTON_STYLES } from '../common/buttons';
import { CARD_STYLES } from './card-styles';
import { RemoveBootPlaceholder } from '../common/BootPlaceholder';
import { ResultContext } from '../common/CardMark';
import { screenCssVars, screenTheme, screenVar, SYSTEM_FONTS } from '../common/theme';
import { WALL_UNIT_STYLE, wpx } from '../common/wall-units';
import { CardGrid } from './CardGrid';
import { fromOptions, loadOptions } from './options-code';
import { JoinPanel } from './JoinPanel';
import { SessionBand } from './SessionBand';
import { loadRevealDigit, RevealCountdown } from './RevealCountdown';
import { RoomBarSlot, RoundAlertSlot, WallKeysSlot } from './later';
import { NextStory } from '../session/session-parts';
import { loadResultPanel, SideColumn } from './SideColumn';
import { OPTIONS_BUTTON_ID, StatisticsBar } from './StatisticsBar';
import { useDerived } from '../common/use-derived';
import type { JoinSite } from '../../../shared/join-site';
import { useJoinSite } from './use-join-site';

// The menu (themes, colour pickers, image rules) loads when the gear is first used.
const OptionsMenu = lazy(loadOptions);
// Preview mode's cards come with it: only Options turns preview on.
const PreviewGrid = fromOptions((code) => code.PreviewGrid);
// Only a screen nobody has joined shows it: a running room never loads it.
const WelcomeBox = lazy(() => import('./WelcomeBox').then((m) => ({ default: m.WelcomeBox })));
// The keyboard help loads when someone asks for it ('?' or Options).
const KeyHelp = lazy(() => import('./KeyHelp'));
// The stories sized so far load with the first M.
const ReferenceBoard = lazy(() => import('./ReferenceBoard'));

/** Props every page of the app receives. */
export interface WallPageProps {
  code: string;
  app: AppRoot;
  navigate: (path: string) => void;
}

/**
 * The code's stores: created once with the page, shown by the tab's root (started) from
 * its effect and disposed when the page goes. StrictMode's second mount starts the same
 * root again (restartable).
 */
function useWallRoot(code: string, app: AppRoot): WallRoot {
  const [wall] = useState(() => new WallRoot(code, app.deps, window.location.host));
  useEffect(() => {
    const hide = app.show(wall);
    // A reload or closing the window must not lose the last second of the remembered list.
    const flush = () => wall.flushStorage();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      hide();
    };
  }, [app, wall]);
  return wall;
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

/** The cards, or what the wall shows before them: preview cards, Connecting, the welcome box. */
function mainContent(
  wall: WallRoot,
  main: Pick<WallPageProps, 'code' | 'navigate'>,
  site?: JoinSite,
) {
  const { roster, customImages } = wall;
  if (wall.themeCatalogue.previewMode)
    return <PreviewGrid preview={wall.preview} images={customImages} />;
  if (!roster.loaded) return <Connecting />;
  if (roster.isEmpty)
    return (
      <Suspense fallback={null}>
        <WelcomeBox code={main.code} site={site} navigate={main.navigate} />
      </Suspense>
    );
  return <CardGrid wall={wall} images={customImages} />;
}

/**
 * The cards beside the result summary and the join panel (below them in portrait): the
 * card area measures what is left, so neither ever covers a card.
 */
const WallMain = observer(function WallMain({
  wall,
  code,
  site,
  navigate,
  skipStory,
}: Pick<WallPageProps, 'code' | 'navigate'> & {
  wall: WallRoot;
  site: JoinSite | undefined;
  skipStory: RefObject<HTMLButtonElement>;
}) {
  const { roster, session, result } = wall;
  const previewMode = wall.themeCatalogue.previewMode;
  const empty = roster.isEmpty;
  // Read through a computed: this part re-renders when it flips, not with every vote
  // that rebuilds the round it is read from.
  const nextStoryOffered = useDerived(() => session.nextStoryControl.offered, [session]);
  return (
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
        {mainContent(wall, { code, navigate }, site)}
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
  );
});

/** What {@link WallOverlays} shows besides the wall's stores. */
interface WallOverlaysProps {
  wall: WallRoot;
  platform: AppDeps['platform'];
  /** Options was opened once: its code is in. */
  menuLoaded: boolean;
  /** Options is open. */
  open: boolean;
  onClose(): void;
  onShowKeys(): void;
  /** The keyboard help while open, and where focus goes when it closes. */
  help: { returnTo: HTMLElement | null } | null;
  onCloseHelp(): void;
}

/** Options, the stories sized so far and the keyboard help, each loaded when first opened. */
const WallOverlays = observer(function WallOverlays({
  wall,
  platform,
  menuLoaded,
  open,
  onClose,
  onShowKeys,
  help,
  onCloseHelp,
}: WallOverlaysProps) {
  const { session } = wall;
  const board = session.referenceBoard;
  return (
    <>
      {menuLoaded && (
        <Suspense fallback={null}>
          <OptionsMenu
            preview={wall.preview}
            wall={wall}
            session={session}
            result={wall.result}
            platform={platform}
            open={open}
            onClose={onClose}
            onShowKeys={onShowKeys}
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
          <KeyHelp onClose={onCloseHelp} returnTo={help.returnTo} />
        </Suspense>
      )}
    </>
  );
});

/** The result summary's and the 3-2-1's code come once a card is ready: before a reveal needs them. */
function usePreloadReveal(wall: WallRoot): void {
  const { roster, result } = wall;
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
}

/** The wall's page over its stores (also what the room server's first paint draws). */
export const WallBody = observer(function WallBody({
  wall,
  code,
  deps,
  navigate,
}: Pick<WallPageProps, 'code' | 'navigate'> & { wall: WallRoot; deps: AppDeps }) {
  const { themeCatalogue, roster, session } = wall;
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  // The help overlay while open, and where focus goes when it closes (null: where it was).
  const [help, setHelp] = useState<{ returnTo: HTMLElement | null } | null>(null);
  const openMenu = () => {
    // Opened from nowhere in particular (O), Options gives focus back to the gear (the
    // drawer returns it to what had it when it opened).
    if (document.activeElement === document.body)
      document.getElementById(OPTIONS_BUTTON_ID)?.focus();
    setMenuLoaded(true);
    setMenuOpen(true);
  };
  const closeHelp = () => setHelp(null);
  const skipStory = useRef<HTMLButtonElement>(null);
  // Phones open the configured public address, never the kiosk's app:// origin.
  const site = useJoinSite(deps);
  const previewMode = themeCatalogue.previewMode;
  usePreloadReveal(wall);
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
      <WallKeysSlot
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
      <RoundAlertSlot rounds={wall.newRoundControl} />
      {!previewMode && roster.loaded && !roster.isEmpty && <RoomBarSlot wall={wall} />}
      <WallMain wall={wall} code={code} site={site} navigate={navigate} skipStory={skipStory} />
      <WallOverlays
        wall={wall}
        platform={deps.platform}
        menuLoaded={menuLoaded}
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        onShowKeys={() => {
          setMenuOpen(false);
          // Options closes under the help: focus comes back to the gear, not into it.
          setHelp({ returnTo: document.getElementById(OPTIONS_BUTTON_ID) });
        }}
        help={help}
        onCloseHelp={closeHelp}
      />
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

export default function WallPage({ code, app, navigate }: WallPageProps) {
  const { deps } = app;
  const wall = useWallRoot(code, app);
  useEffect(() => {
    // The kiosk reopens this screen after a restart.
    deps.platform
      .rememberScreenCode(code)
      .catch((error: unknown) => deps.log.warn('Could not remember the screen code', error));
  }, [code, deps]);
  return (
    <PageTheme theme={screenTheme} styles={WALL_BASELINE}>
      <RemoveBootPlaceholder />
      <WallBody wall={wall} code={code} deps={deps} navigate={navigate} />
    </PageTheme>
  );
}
