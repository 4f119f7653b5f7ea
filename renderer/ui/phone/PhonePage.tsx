import Box from '../common/Box';
import { PageTheme } from '../common/PageTheme';
import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import type { AppRoot } from '../../stores/app/app-root';
import { PhoneRoot } from '../../stores/phone/phone-root';
import { Avatar } from '../common/Avatar';
import { baselineStyles } from '../common/baseline';
import { RemoveBootPlaceholder } from '../common/BootPlaceholder';
import { CloudOffIcon, LogoutIcon } from './phone-icons';
import { PhoneButton } from './controls';
import { JoinForm } from './JoinForm';
import type { PhoneJoinedProps } from './PhoneJoined';
import type { JoinedStoresClass } from '../../stores/phone/joined-stores';
import { PHONE_FONTS, VOTE_COLORS, voteTheme } from './vote-theme';
import { blankPhone } from './blank-phone';
import { JOIN_FORM_ID, readJoinFields, takeEarlyJoin } from './early-start';
import { carryTypedDrafts } from './hydration-drafts';
import { markPhonePageShown } from './page-shown';
import { useHydrated } from '../common/use-hydrated';
import { phoneText } from '../../i18n/en/phone';
import { useText } from '../../i18n/react';
import { LanguageSelect } from '../common/LanguageSelect';

// The joined view (cards, story, timer, result, history) is a chunk of its own: a phone
// that has just scanned the QR code needs only the form. It is fetched as soon as the
// form is touched (a name takes longer to type than the chunk to arrive), and by the
// boot script at once when this tab had joined (a reload). Not React.lazy: a Suspense
// boundary reveals what it waited for up to 300 ms late (React throttles reveals), and
// a reloaded phone would wait that long for its cards.
type JoinedView = ComponentType<PhoneJoinedProps>;
let joinedView: JoinedView | null = null;
let joinedLoad: Promise<typeof import('./PhoneJoined')> | null = null;
const loadJoinedChunk = () => {
  joinedLoad ??= import('./PhoneJoined').then((m) => {
    joinedView = m.default;
    return m;
  });
  // A failed fetch (offline) is tried again next time.
  joinedLoad.catch(() => (joinedLoad = null));
  return joinedLoad;
};
export const loadJoined = (): Promise<JoinedView> => loadJoinedChunk().then((m) => m.default);
/** The joined view's stores' code, in the same chunk: given to the page's root. */
export const loadJoinedStores = (): Promise<JoinedStoresClass> =>
  loadJoinedChunk().then((m) => m.JoinedStores);
const preloadJoined = () => void loadJoined().catch(() => undefined);

/** The joined view's component once its chunk is in; a load error goes to the error boundary. */
function useJoinedView(wanted: boolean): JoinedView | null {
  const [view, setView] = useState<JoinedView | null>(() => joinedView);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (!wanted || view) return undefined;
    let live = true;
    loadJoined().then(
      (loaded) => live && setView(() => loaded),
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [wanted, view]);
  if (error) throw error;
  return view;
}

/** Props every page of the app receives. */
export interface PhonePageProps {
  code: string;
  app: AppRoot;
  navigate: (path: string) => void;
}

const ELLIPSIS = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
/** An arrow that points the way out points the other way in a right-to-left page. */
const MIRROR_IN_RTL = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;
/** Phones narrower than the common 390 px (360 px Androids, small iPhones). */
const NARROW = '@media (max-width: 379.95px)';

/** Stands for the code in the header's words (a private-use character no text has). */
const CODE_MARK = '\uE000';

const Header = observer(function Header({ store }: { store: PhoneRoot }) {
  const { identity } = store;
  const t = useText(phoneText);
  // 'Screen {code}' around the code, which is set apart so it never breaks.
  const screenWords = t('screen', { code: CODE_MARK }).split(CODE_MARK);
  return (
    <Box
      component="header"
      sx={{
        bgcolor: VOTE_COLORS.header,
        color: VOTE_COLORS.headerText,
        px: 2,
        pt: 'max(8px, env(safe-area-inset-top))',
        pb: 1,
        minHeight: 60,
        // The code's column takes what it needs first (up to all there is), the name's
        // what is left: the name is cut before the code.
        display: 'grid',
        gridTemplateColumns: 'minmax(0, max-content) minmax(32px, 1fr) auto',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ fontWeight: 800, fontSize: '1.1rem', lineHeight: 1.2, whiteSpace: 'nowrap' }}>
          Story Point
        </Box>
        {/* The code is never broken inside: it says which screen this phone votes on.
            The words around it wrap before it does. */}
        <Box data-testid="vote-room" sx={{ fontSize: '0.85rem', opacity: 0.85 }}>
          {screenWords[0]}
          <Box
            component="span"
            // The prerendered page's code is blank: the boot script writes it in.
            data-screen-code=""
            sx={{
              whiteSpace: 'nowrap',
              // Only a code longer than the phone is wide is cut.
              display: 'inline-block',
              maxWidth: '100%',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              verticalAlign: 'bottom',
            }}
          >
            {`\u2066${store.code}\u2069`}
          </Box>
          {screenWords[1]}
        </Box>
      </Box>
      {store.participation.joined && (
        <>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'flex-end',
              gap: 1,
              minWidth: 32,
            }}
          >
            <Avatar
              name={identity.userName}
              picture={identity.picture}
              size={32}
              testId="vote-avatar"
              ring
            />
            <Box
              data-testid="vote-me"
              sx={{
                fontWeight: 600,
                ...ELLIPSIS,
                // On the narrowest phones the avatar alone says who is joined, so the
                // screen's code and a longer 'Leave' keep their room.
                [NARROW]: { display: 'none' },
              }}
            >
              {identity.userName}
            </Box>
          </Box>
          <PhoneButton
            variant="ghost"
            data-testid="vote-leave"
            onClick={store.participation.leave}
            startIcon={<LogoutIcon sx={MIRROR_IN_RTL} />}
            sx={{ minHeight: 44, fontSize: '0.95rem', px: 1.25, gap: 0.75, flex: 'none' }}
          >
            {t('leave')}
          </PhoneButton>
        </>
      )}
    </Box>
  );
});

const OfflineBanner = observer(function OfflineBanner({ store }: { store: PhoneRoot }) {
  const t = useText(phoneText);
  if (!store.connection.offline) return null;
  return (
    <Box
      data-testid="vote-offline"
      role="alert"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.25,
        bgcolor: VOTE_COLORS.warningSoft,
        color: VOTE_COLORS.warning,
        borderBottom: `2px solid ${VOTE_COLORS.warning}`,
        fontWeight: 700,
        fontSize: '0.95rem',
      }}
    >
      <CloudOffIcon />
      <span>{t('offline')}</span>
    </Box>
  );
});

/** Props of {@link PhonePageView}. */
interface VoteViewProps {
  store: PhoneRoot;
}

const VoteView = observer(function VoteView({ store }: VoteViewProps) {
  const Joined = useJoinedView(store.participation.joined);
  const joined = store.joinedStores;
  const body = store.participation.joined ? (
    Joined && joined ? (
      <Joined store={store} joined={joined} />
    ) : (
      // Only while the chunk is still on its way (it was fetched when the form was touched).
      <Box component="main" sx={{ flex: 1 }} />
    )
  ) : (
    <Box
      component="main"
      onFocus={preloadJoined}
      onPointerDown={preloadJoined}
      sx={{ width: '100%', maxWidth: 560, mx: 'auto', p: 2 }}
    >
      <JoinForm store={store} />
    </Box>
  );
  return (
    <Box
      data-testid="vote-page"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: VOTE_COLORS.page,
        color: VOTE_COLORS.ink,
        // clip, not hidden: hidden would make this a scroll container and break the sticky bars.
        overflowX: 'clip',
      }}
    >
      <Header store={store} />
      <OfflineBanner store={store} />
      {body}
      <Box component="footer" sx={{ width: '100%', maxWidth: 560, mx: 'auto', px: 2, py: 2 }}>
        <LanguageSelect />
      </Box>
    </Box>
  );
});

const BASELINE = {
  ...baselineStyles({
    fontFamily: PHONE_FONTS,
    background: VOTE_COLORS.page,
    color: VOTE_COLORS.ink,
  }),
  // A card reached with Tab scrolls into view above the sticky Ready bar, not under it.
  html: { scrollPaddingBottom: '96px' },
};

/**
 * The participant page (`/{code}/vote`), opened on a phone from the screen's QR
 * code or link: join with a name, pick a card, say 'Ready'. It owns its stores (PhoneRoot).
 *
 * Its first load is budgeted (bench `phone-start`: 120 KB gzip before the form is
 * usable): `@mui/system` only, no `@mui/material` (see vote-theme.ts). Anything shown
 * only later (after a reveal, on request) goes into a `lazy()` chunk of its own, and so
 * does the joined page's view (PhoneJoined.tsx; the session it shows is the root's).
 */
export default function PhonePage({ code, app, navigate }: PhonePageProps) {
  const hydrated = useHydrated();
  const [store] = useState(
    () => new PhoneRoot(code, app.deps, { navigate, loadJoined: loadJoinedStores }),
  );
  // Prerendered (the build's join page) and being hydrated: shown with the blank stores
  // the prerender used, so hydration finds the HTML it expects; then with this device's.
  const [blank] = useState(() => (hydrated ? null : blankPhone(code)));
  const shown = hydrated || blank === null ? store : blank;
  // Shown by the tab's root (started) before the first paint: a tab that had joined goes
  // straight to its cards (start() joins again), instead of painting the join form for a
  // frame on a slow phone.
  useLayoutEffect(() => app.show(store), [app, store]);
  // Hydrating: what was typed into the prerendered form goes into this device's stores
  // before they show, and so does what is typed until they do (hydration-drafts.ts).
  useLayoutEffect(() => {
    if (!blank) return undefined;
    return carryTypedDrafts(store, blank, readJoinFields(document.getElementById(JOIN_FORM_ID)));
  }, [store, blank]);
  // Once this device's stores show: a Join pressed before is carried out now.
  useLayoutEffect(() => {
    if (hydrated && takeEarlyJoin()) store.joinForm.submit();
  }, [hydrated, store]);
  // Painted with this device's stores: now the database code may come (page-shown.ts).
  useEffect(() => {
    if (hydrated) markPhonePageShown();
  }, [hydrated]);
  useEffect(() => {
    // A phone waking up: refresh the record at once instead of waiting for the heartbeat.
    const onVisible = () => {
      if (document.visibilityState === 'visible') store.participation.refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [store]);
  return <PhonePageView store={shown} />;
}

/**
 * The page over its stores, in its theme. Also what the build prerenders for a phone
 * that had joined (scripts/prerender-join-page.ts): the card grid shown until the
 * page's code has run.
 */
export function PhonePageView({ store }: VoteViewProps) {
  return (
    <PageTheme theme={voteTheme} styles={BASELINE}>
      <RemoveBootPlaceholder />
      <VoteView store={store} />
    </PageTheme>
  );
}
