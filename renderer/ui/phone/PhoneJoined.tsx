import { useState } from 'react';
import type { JoinedStores } from '../../stores/phone/joined-stores';
import type { PhoneRoot } from '../../stores/phone/phone-root';
import { PhoneBacklog, PhoneHistory, PhoneReferenceBoard, type SessionView } from './PhoneSession';
import { PhoneAnnouncer } from './PhoneAnnouncer';
import { VoteBoard } from './VoteBoard';

// The joined view's stores come with this chunk; the page's root creates them.
export { JoinedStores } from '../../stores/phone/joined-stores';

/** Props of {@link PhoneJoined}. */
export interface PhoneJoinedProps {
  store: PhoneRoot;
  /** The root's joined view stores (the result summary, the wall's look). */
  joined: JoinedStores;
}

/**
 * What a participant sees once joined: the story and timer, the status, the result
 * summary, the cards and the Ready bar, or the session's history, backlog or stories sized so far. A chunk of its own,
 * apart from the join form (PhonePage), so a phone that has just scanned the QR code
 * loads only the form; PhonePage fetches this while the form is being filled in, and
 * the boot script at once for a tab that had joined (a reload).
 */
export default function PhoneJoined({ store, joined }: PhoneJoinedProps) {
  // The root's, started with the page: the build's prerender shows its blank one.
  const { session } = store;
  // The board, or one of the session's views over it.
  const [view, setView] = useState<'board' | SessionView>('board');
  // The same summary as the wall's, drawn in the screen's colours.
  const { result, wallLook: look } = joined;
  const close = () => setView('board');
  let shown: React.ReactNode;
  if (view === 'history') shown = <PhoneHistory session={session} onClose={close} />;
  else if (view === 'backlog') {
    shown = <PhoneBacklog session={session} onClose={close} />;
  } else if (view === 'reference-board') {
    shown = <PhoneReferenceBoard session={session} onClose={close} />;
  } else {
    shown = <VoteBoard store={store} onOpen={setView} result={result} look={look} />;
  }
  return (
    <>
      {/* In every view: a reveal is news while the history is open too. */}
      <PhoneAnnouncer store={store} result={result} />
      {shown}
    </>
  );
}
