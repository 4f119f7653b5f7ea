import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import { observer } from 'mobx-react-lite';
import { backlogText } from '../../../i18n/en/backlog';
import { deckText } from '../../../i18n/en/deck';
import { optionsText } from '../../../i18n/en/options';
import { roomOptionsText } from '../../../i18n/en/room-options';
import { trackerText } from '../../../i18n/en/tracker';
import { useTranslator } from '../../../i18n/react';
import type { SessionRoot } from '../../../stores/session/session-root';
import type { BacklogTrackerParts } from '../../session/backlog-tracker';
import { BacklogPanel } from '../../session/BacklogPanel';
import { HistoryList } from '../../session/HistoryList';
import { BlockedUsers } from './BlockedUsers';
import { DeckChooser } from './DeckChooser';
import { OptionsSection } from './OptionsSection';
import { RoundOptions } from './RoundOptions';
import { TrackerSection } from './TrackerOptions';
import type { WallMenuSource } from './types';

/** Props of {@link NormalViewSections}. */
export interface NormalViewSectionsProps {
  wall: WallMenuSource;
  session: SessionRoot;
  /** The tracker's parts in the backlog panel, made once by the menu. */
  tracking: BacklogTrackerParts | undefined;
}

/**
 * The sections of Options' normal view below 'Themes': 'Blocked Users' (while anyone
 * is), then what the room shares: 'Backlog', 'Issue tracker' (where one is offered),
 * 'Cards' and 'Round', and last 'History'.
 */
export const NormalViewSections = observer(function NormalViewSections({
  wall,
  session,
  tracking,
}: NormalViewSectionsProps) {
  const translator = useTranslator();
  const t = translator.part(optionsText);
  const { tracker } = wall;
  return (
    <>
      {wall.blockList.blocked.length > 0 && (
        <>
          <Divider />
          <OptionsSection title={t('blockedUsers')} testId="section-blocked">
            <BlockedUsers wall={wall} />
          </OptionsSection>
        </>
      )}
      <Divider />
      <OptionsSection title={translator.text(backlogText, 'backlog')} testId="section-backlog">
        <BacklogPanel session={session} tracker={tracking} />
      </OptionsSection>
      {tracker.offered && (
        <>
          <Divider />
          <OptionsSection title={translator.text(trackerText, 'section')} testId="section-tracker">
            {tracker.stores ? (
              <TrackerSection stores={tracker.stores} deck={wall.deck.deck} />
            ) : (
              <CircularProgress size={24} aria-label={translator.text(trackerText, 'checking')} />
            )}
          </OptionsSection>
        </>
      )}
      <Divider />
      <OptionsSection title={translator.text(deckText, 'cards')} testId="section-cards">
        <DeckChooser deck={wall.deck} choice={wall.deckChoice} />
      </OptionsSection>
      <Divider />
      <OptionsSection title={translator.text(roomOptionsText, 'round')} testId="section-round">
        <RoundOptions store={wall.roomOptions} />
      </OptionsSection>
      <Divider />
      <OptionsSection title={t('history')} testId="section-history">
        <HistoryList session={session} />
      </OptionsSection>
    </>
  );
});
