import { useEffect, useState } from 'react';
import type { AppDeps } from '../../stores/common/deps';
import { ResultStore, phoneRound } from '../../stores/common/result-store';
import { WallLookStore } from '../../stores/phone/wall-look-store';
import { SessionRoot } from '../../stores/session/session-root';
import type { PhoneRoot } from '../../stores/phone/phone-root';
import { PhoneBacklog, PhoneHistory, PhoneSizedSoFar, type SessionView } from './PhoneSession';
import { PhoneAnnouncer } from './PhoneAnnouncer';
import { VoteBoard } from './VoteBoard';

const NO_ONE: ReadonlySet<string> = new Set();

/** How long a round stays revealed before a phone keeps it (the wall does at once). */
const PHONE_RECORD_DELAY_MS = 3_000;

/** Props of {@link PhoneJoined}. */
export interface PhoneJoinedProps {
  store: PhoneRoot;
  code: string;
  deps: AppDeps;
  /**
   * The session shown as it is instead of one of its own: the build's prerender, which
   * runs no effects, shows a blank one, so its grid sits where the page's will.
   */
  session?: SessionRoot;
}

/**
 * What a participant sees once joined: the story and timer, the status, the result
 * summary, the cards and the Ready bar, or the session's history, backlog or stories sized so far. A chunk of its own,
 * apart from the join form (PhonePage), so a phone that has just scanned the QR code
 * loads only the form; PhonePage fetches this while the form is being filled in, and
 * the boot script at once for a tab that had joined (a reload).
 */
export default function PhoneJoined({ store, code, deps, session: given }: PhoneJoinedProps) {
  const [session, setSession] = useState<SessionRoot | null>(given ?? null);
  // The board, or one of the session's views over it.
  const [view, setView] = useState<'board' | SessionView>('board');
  // The same summary as the wall's, from the room's cards; no switch on the phone.
  const [result] = useState(() => new ResultStore(() => phoneRound(store.room, store.deck.deck)));
  // ... drawn in the screen's colours, so it looks like the wall.
  const [look] = useState(() => new WallLookStore(code, deps));
  useEffect(() => {
    look.start();
    return () => look.dispose();
  }, [look]);
  useEffect(() => {
    if (given) return undefined;
    // Created in an effect so StrictMode's second mount gets a fresh, working store.
    const created = new SessionRoot(code, deps, {
      round: () => ({
        participants: store.room.records.map((record) => ({ record, offline: false })),
        blockedIds: NO_ONE,
        deck: store.deck.deck,
        revealedEarly: store.earlyReveal.revealedEarly,
        countingDown: store.revealCountdown.holding,
        hideNames: store.roomOptions.options.hideNames,
      }),
      // The wall usually keeps the round first; a phone only steps in when it did not.
      recordDelayMs: PHONE_RECORD_DELAY_MS,
      // One round-number listener per page: the root's (started before this view mounts).
      roundNumber: store.roundNumber,
      // After Next story from this phone: who stays and who leaves, as its New round.
      movedOn: () => store.startNewRound(true),
      suggestedCard: () => store.roomOptions.options.suggestedCard,
    });
    setSession(created);
    return () => created.dispose();
  }, [code, deps, store, given]);
  const close = () => setView('board');
  let shown: React.ReactNode;
  if (session && view === 'history') shown = <PhoneHistory session={session} onClose={close} />;
  else if (session && view === 'backlog') {
    shown = <PhoneBacklog session={session} onClose={close} />;
  } else if (session && view === 'sized') {
    shown = <PhoneSizedSoFar session={session} onClose={close} />;
  } else {
    shown = (
      <VoteBoard store={store} session={session} onOpen={setView} result={result} look={look} />
    );
  }
  return (
    <>
      {/* In every view: a reveal is news while the history is open too. */}
      <PhoneAnnouncer store={store} session={session} result={result} />
      {shown}
    </>
  );
}
