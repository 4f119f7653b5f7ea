import Box from '../common/Box';
import { keyframes } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import type { CardSet } from '../../stores/phone/identity-store';
import type { ResultStore } from '../../stores/common/result-store';
import type { WallLookStore } from '../../stores/phone/wall-look-store';
import { NextStory } from '../session/session-parts';
import { PhoneResultSummary } from './PhoneResultSummary';
import type { PhoneRoot } from '../../stores/phone/phone-root';
import { CheckCircleIcon, RestartAltIcon, VisibilityIcon } from '../common/icons';
import { HourglassTopIcon } from './phone-icons';
import { PhoneButton, ProgressBar, Segmented } from './controls';
import { PhoneDeckChooser } from './PhoneDeckChooser';
import { CardFace } from './VoteCard';
import { DeckGrid } from './DeckGrid';
import { PhoneSessionPanel, type SessionView } from './PhoneSession';
import { VOTE_COLORS } from './vote-theme';
import { WatchSwitch } from './WatchSwitch';
import { NudgedNote, RoomActions } from './RoomActions';
import { facilitationText } from '../../i18n/en/facilitation';
import { watchText } from '../../i18n/en/watch';
import { phoneBoardText } from '../../i18n/en/phone-board';
import { sharedText } from '../../i18n/en/shared';
import { useText, useTranslator } from '../../i18n/react';
import type { TextFn } from '../../i18n/translate';
import { showsResult } from '../../domain/own-vote';

/** The Ready button's flash while a nudge reaches the phone. */
const NUDGE_FLASH = keyframes`
  50% { transform: scale(1.04); box-shadow: 0 0 0 6px rgba(245, 158, 11, 0.7); }
`;

/** The status headings (h6 size). */
const HEADING = { m: 0, fontSize: '1.25rem', fontWeight: 800, lineHeight: 1.6 } as const;

/** "Still choosing: Ann, Bob (away), Cy (offline)" — the names the wall shows without a ready check. */
export function choosingText(
  t: TextFn<typeof phoneBoardText.en>,
  people: readonly { userName: string; away: boolean; offline: boolean }[],
): string {
  const names = people.map((p) => {
    const name = p.userName;
    if (p.offline) return t('nameOffline', { name });
    return p.away ? t('nameAway', { name }) : name;
  });
  return t('stillChoosing', { names: names.join(t('listSeparator')) });
}

/** Who has not got ready yet, Away and Offline people marked as on the wall. */
const ChoosingList = observer(function ChoosingList({ store }: { store: PhoneRoot }) {
  const t = useText(phoneBoardText);
  const { choosing } = store.roster.summary;
  if (choosing.length === 0) return null;
  return (
    <Box
      data-testid="vote-choosing"
      dir="auto"
      sx={{ mt: 1, fontSize: '0.95rem', color: 'text.secondary', overflowWrap: 'anywhere' }}
    >
      {choosingText(t, choosing)}
    </Box>
  );
});

const StatusPanel = observer(function StatusPanel({ store }: { store: PhoneRoot }) {
  const translator = useTranslator();
  const t = translator.part(phoneBoardText);
  const { phase } = store.participation;
  const round = store.roster.summary;
  const count = (
    <Box
      data-testid="vote-ready-count"
      component="span"
      sx={{ fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap' }}
    >
      {t('readyCount', { ready: round.readyCount, participants: round.participantCount })}
    </Box>
  );
  if (showsResult(phase)) {
    const late = phase === 'next-round';
    // Only a voter has a card of its own to show.
    const ownCard = !late && !store.watchChoice.watching;
    return (
      <Box data-testid="vote-status" data-phase={phase}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <CheckCircleIcon sx={{ color: VOTE_COLORS.ready }} />
          <Box component="h2" sx={{ ...HEADING, flex: 1 }}>
            {t('cardsRevealed')}
          </Box>
          {count}
        </Box>
        {late && (
          <Box data-testid="vote-next-round" sx={{ mb: 1.5, fontWeight: 600 }}>
            {t('lateJoin')}
          </Box>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: ownCard ? '1fr 1fr' : '1fr', gap: 1.5 }}>
          {ownCard && (
            <Tile label={t('yourCard')} testId="vote-my-card">
              {store.participation.ready ? (
                <Box
                  component="span"
                  sx={{ fontSize: store.participation.value.length > 4 ? '0.6em' : undefined }}
                >
                  <CardFace value={store.participation.value} size="1.1em" />
                </Box>
              ) : (
                // Not ready when the round was revealed early: no card of this phone counts.
                <Box component="span" sx={{ fontSize: '0.5em' }}>
                  {translator.text(facilitationText, 'noVote')}
                </Box>
              )}
            </Tile>
          )}
          <Tile label={translator.text(sharedText, 'averagePoint')} testId="vote-average" strong>
            {translator.average(round.average)}
          </Tile>
        </Box>
      </Box>
    );
  }
  const waiting = phase === 'waiting';
  const watching = phase === 'watching';
  let heading = t(store.participation.value ? 'readyToShow' : 'pickYourCard');
  if (waiting) heading = t('waitingForOthers');
  if (watching) heading = translator.text(watchText, 'watching');
  // The wall counts 3-2-1 before the reveal: the phone says so, and reveals with it.
  const { digit } = store.revealCountdown;
  if (digit !== null) {
    heading = translator.text(facilitationText, 'revealingIn', { seconds: String(digit) });
  }
  return (
    <Box data-testid="vote-status" data-phase={phase}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {waiting && <HourglassTopIcon sx={{ color: VOTE_COLORS.accent }} />}
        {watching && <VisibilityIcon sx={{ color: VOTE_COLORS.accent }} />}
        <Box component="h2" sx={{ ...HEADING, flex: 1, minWidth: 0 }}>
          {heading}
        </Box>
        {count}
      </Box>
      <ProgressBar
        fraction={round.participantCount > 0 ? round.readyCount / round.participantCount : 0}
      />
      <ChoosingList store={store} />
      <NudgedNote store={store} />
      <RoomActions store={store} />
    </Box>
  );
});

function Tile({
  label,
  testId,
  strong,
  children,
}: {
  label: string;
  testId: string;
  strong?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Box
      sx={{
        borderRadius: '14px',
        p: 1.5,
        textAlign: 'center',
        bgcolor: strong ? VOTE_COLORS.accent : VOTE_COLORS.card,
        color: strong ? VOTE_COLORS.accentInk : VOTE_COLORS.ink,
        border: `2px solid ${strong ? VOTE_COLORS.accent : VOTE_COLORS.cardBorder}`,
      }}
    >
      <Box sx={{ fontSize: '0.9rem', fontWeight: 700, opacity: 0.9 }}>{label}</Box>
      <Box
        data-testid={testId}
        sx={{
          fontSize: '2.6rem',
          fontWeight: 800,
          lineHeight: 1.15,
          fontVariantNumeric: 'tabular-nums',
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          minHeight: '3rem',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

const CARD_SETS: readonly { value: CardSet; label: 'points' | 'tShirt' }[] = [
  { value: 'points', label: 'points' },
  { value: 'sizes', label: 'tShirt' },
];

/** Points or sizes: offered with the standard deck only (a chosen deck is what it is). */
const CardSetToggle = observer(function CardSetToggle({ store }: { store: PhoneRoot }) {
  const t = useText(phoneBoardText);
  if (!store.participation.choosesCardSet) return null;
  return (
    <Segmented
      label={t('cardSet')}
      testId="vote-cardset"
      options={CARD_SETS.map((o) => ({ value: o.value, label: t(o.label) }))}
      value={store.identity.cardSet}
      onChange={store.participation.setCardSet}
      disabled={store.participation.ready}
    />
  );
});

/** The sticky action bar: Ready / Not ready, or what happens next. */
const ActionBar = observer(function ActionBar({ store }: { store: PhoneRoot }) {
  const { nextStoryControl, backlog } = store.session;
  const translator = useTranslator();
  const t = translator.part(phoneBoardText);
  const { phase } = store.participation;
  let content: React.ReactNode;
  if (showsResult(phase)) {
    content = (
      <>
        {store.newRoundControl.error && (
          <Box role="alert" sx={{ color: VOTE_COLORS.error, fontWeight: 600, pb: 1 }}>
            {translator.message(store.newRoundControl.error)}
          </Box>
        )}
        {phase === 'revealed' && (
          <Box sx={{ pb: 1.5 }}>
            <NextStory
              control={nextStoryControl}
              backlog={backlog}
              cards={store.participation.deckValues}
              variant="phone"
            />
          </Box>
        )}
        <PhoneButton
          variant={nextStoryControl.offered ? 'outlined' : 'contained'}
          data-testid="vote-new-round"
          disabled={store.newRoundControl.busy}
          onClick={store.newRound}
          startIcon={<RestartAltIcon />}
          sx={{ width: '100%', minHeight: 56, fontSize: '1.15rem' }}
        >
          {translator.text(sharedText, 'newRound')}
        </PhoneButton>
        <Box
          data-testid="vote-next-hint"
          sx={{ textAlign: 'center', fontWeight: 600, color: 'text.secondary', pt: 1 }}
        >
          {phase === 'next-round' ? t('joinNextRound') : t('anyoneNextRound')}
        </Box>
      </>
    );
  } else if (phase === 'watching') {
    // Nothing to do until the reveal: the switch to voting is on the board.
    return null;
  } else if (phase === 'waiting') {
    content = (
      <PhoneButton
        variant="outlined"
        data-testid="vote-not-ready"
        onClick={() => store.participation.setReady(false)}
        sx={{ width: '100%', minHeight: 56 }}
      >
        {t('notReady')}
      </PhoneButton>
    );
  } else {
    content = (
      <PhoneButton
        variant="success"
        data-testid="vote-ready"
        data-nudged={store.nudged.nudged ? 'true' : 'false'}
        disabled={store.participation.value === ''}
        onClick={() => store.participation.setReady(true)}
        sx={{
          width: '100%',
          minHeight: 56,
          fontSize: '1.2rem',
          // A nudge flashes the button the room waits for.
          animation: store.nudged.nudged ? `${NUDGE_FLASH} 0.5s ease-in-out 6` : undefined,
        }}
      >
        {store.participation.value === '' ? t('pickFirst') : t('ready')}
      </PhoneButton>
    );
  }
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        mt: 'auto',
        px: 2,
        pt: 1.5,
        pb: 'max(12px, env(safe-area-inset-bottom))',
        bgcolor: 'rgba(238, 242, 247, 0.94)',
        backdropFilter: 'blur(6px)',
        borderTop: `1px solid ${VOTE_COLORS.cardBorder}`,
      }}
    >
      <Box sx={{ maxWidth: 560, mx: 'auto' }}>{content}</Box>
    </Box>
  );
});

/** What a voter chooses from: the hint, the card set, the cards. */
const Cards = observer(function Cards({ store }: { store: PhoneRoot }) {
  const t = useText(phoneBoardText);
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          my: 1.5,
          gap: 1,
        }}
      >
        <Box sx={{ fontWeight: 600, color: 'text.secondary' }}>
          {store.participation.phase === 'next-round'
            ? t('cardsNextRound')
            : store.participation.phase === 'revealed'
              ? t('yourVote')
              : store.participation.ready
                ? t('tapToChange')
                : t('tapACard')}
        </Box>
        <CardSetToggle store={store} />
      </Box>
      <DeckGrid store={store} />
    </>
  );
});

/**
 * Story and timer, status, result summary, card set, cards, the deck's chooser and the
 * Ready bar for a joined participant; a watcher has the switch to voting instead of cards.
 */
export const VoteBoard = observer(function VoteBoard({
  store,
  onOpen,
  result,
  look,
}: {
  store: PhoneRoot;
  /** Opens one of the session's views over the board. */
  onOpen: (view: SessionView) => void;
  result: ResultStore;
  look: WallLookStore;
}) {
  return (
    <>
      <Box
        component="main"
        sx={{ width: '100%', maxWidth: 560, mx: 'auto', px: 2, pt: 2, pb: 2, flex: 1 }}
      >
        <PhoneSessionPanel session={store.session} onOpen={onOpen} />
        <StatusPanel store={store} />
        <PhoneResultSummary
          result={result}
          look={look}
          rule={store.roomOptions.options.suggestedCard}
        />
        {store.watchChoice.watching ? <WatchSwitch store={store} /> : <Cards store={store} />}
        <PhoneDeckChooser deck={store.deck} choice={store.deckChoice} />
        {!store.watchChoice.watching && <WatchSwitch store={store} />}
      </Box>
      <ActionBar store={store} />
    </>
  );
});
