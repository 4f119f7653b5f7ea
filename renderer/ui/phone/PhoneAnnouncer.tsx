import Box from '../common/Box';
import { reaction } from 'mobx';
import { useEffect, useState } from 'react';
import { phoneBoardText } from '../../i18n/en/phone-board';
import { sessionText } from '../../i18n/en/session';
import { useTranslator } from '../../i18n/react';
import type { PhoneRoot } from '../../stores/phone/phone-root';
import type { ResultStore } from '../../stores/common/result-store';
import { revealAnnouncement } from './reveal-announcement';
import { showsResult } from '../../domain/own-vote';

/** Props of {@link PhoneAnnouncer}. */
export interface PhoneAnnouncerProps {
  store: PhoneRoot;
  result: ResultStore;
}

/** Seen by nobody, read by screen readers. */
const HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * What a phone's screen reader says when the round changes, once per change, in a polite
 * live region (docs/product.md, Participant page): the reveal with its average and suggested
 * card, a New round, the end of the session timer. Changes seen while the page loads are
 * history, not news: only what happens while it is open is said.
 */
export function PhoneAnnouncer({ store, result }: PhoneAnnouncerProps) {
  const translator = useTranslator();
  // The same words twice in a row are still two changes: a space makes them new text.
  const [said, setSaid] = useState('');
  useEffect(() => {
    const t = translator.part(phoneBoardText);
    const say = (text: string) => setSaid((prev) => (prev === text ? `${text}\u00a0` : text));
    const revealed = () => showsResult(store.participation.phase);
    const stops: (() => void)[] = [
      reaction(revealed, (now) => {
        if (!now) return;
        say(
          revealAnnouncement(
            translator,
            store.roster.summary.average,
            result.summary,
            store.roomOptions.options.suggestedCard,
          ),
        );
      }),
      store.roundNumber.onRoundStarted(() => say(t('announceNewRound'))),
      reaction(
        () => store.session.sessionTimer.view?.finished ?? false,
        (finished) => {
          if (finished) say(translator.text(sessionText, 'timesUp'));
        },
      ),
    ];
    return () => stops.forEach((stop) => stop());
  }, [store, result, translator]);
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="vote-announcer"
      sx={HIDDEN}
    >
      {said}
    </Box>
  );
}
