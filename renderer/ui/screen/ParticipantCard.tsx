import Box from '@mui/system/Box';
import { observer } from 'mobx-react-lite';
import { AVATAR_SIZE } from '../../domain/avatar';
import { isCardRevealed } from '../../domain/reveal';
import { wallText } from '../../i18n/en/wall';
import { useText } from '../../i18n/react';
import type { CustomImageStore } from '../../stores/custom-image-store';
import type { ParticipantView } from '../../stores/participant-view';
import type { WallRoot } from '../../stores/wall-root';
import { screenVar } from '../theme';
import { cardPx } from '../wall-units';
import { Avatar } from '../common/Avatar';
import { CardMark } from '../result/CardMark';
import { CardMenu } from './CardMenu';
import { CARD_NAME_TEXT, CardValue, PlayingCard } from './PlayingCard';
import { CheckCircleIcon } from '../common/icons';

/** Props of {@link ParticipantCard}. */
export interface ParticipantCardProps {
  view: ParticipantView;
  wall: WallRoot;
  images: CustomImageStore;
}

/** The name on a card: text only, wrapped before it is cut; `dir="auto"` for right-to-left names. */
export function CardName({ name }: { name: string }) {
  return (
    <Box
      dir="auto"
      title={name}
      data-testid="card-name"
      sx={{
        // Into most of the face's padding: a long word keeps its line.
        mx: '-0.5em',
        maxWidth: 'calc(100% + 1em)',
        ...CARD_NAME_TEXT,
      }}
    >
      {name}
    </Box>
  );
}

/** A small pill under the name: 'Offline', or 'Away' (page not connected). */
function StatusLabel({ text, testId, color }: { text: string; testId: string; color: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{
        px: '0.6em',
        py: '0.15em',
        borderRadius: '1em',
        bgcolor: color,
        color: '#ffffff',
        fontSize: '0.8em',
        fontWeight: 700,
        letterSpacing: '0.04em',
        textTransform: 'uppercase',
      }}
    >
      {text}
    </Box>
  );
}

/**
 * One participant's card (docs/product.md, Participant card). An observer of its own
 * view, so a participant's change re-renders this card only; the flip flag is the one
 * shared value it reads.
 */
export const ParticipantCard = observer(function ParticipantCard({
  view,
  wall,
  images,
}: ParticipantCardProps) {
  const revealed = isCardRevealed(view.showCard, wall.roster.flip);
  const t = useText(wallText);
  return (
    <PlayingCard
      revealed={revealed}
      dimmed={view.offline}
      attributes={{
        'data-testid': 'participant-card',
        'data-user-id': view.userId,
        'data-ready': view.showCard ? 'true' : 'false',
        'data-offline': view.offline ? 'true' : 'false',
        'data-away': view.away ? 'true' : 'false',
        'data-position': view.position,
      }}
      back={
        <>
          <Box sx={{ position: 'relative' }}>
            <Avatar name={view.userName} picture={view.picture} size={cardPx(AVATAR_SIZE)} />
            {view.showCard && (
              <CheckCircleIcon
                data-testid="card-ready"
                aria-label={t('ready')}
                sx={{
                  position: 'absolute',
                  insetInlineEnd: '-0.2em',
                  bottom: '-0.1em',
                  fontSize: '1.9em',
                  color: '#16a34a',
                  bgcolor: '#ffffff',
                  borderRadius: '50%',
                }}
              />
            )}
          </Box>
          <CardName name={view.userName} />
          {view.offline && (
            <StatusLabel text={t('offline')} testId="card-offline" color="#b91c1c" />
          )}
        </>
      }
      front={
        revealed && (
          <CardValue
            value={view.value}
            image={view.value ? images.imageFor(view.userId, view.userName, view.value) : null}
            caption={view.userName}
            mark={<CardMark value={view.value} />}
          />
        )
      }
      overlay={
        <>
          {view.away && (
            // On both faces: a revealed card still says its phone is away.
            <Box sx={{ position: 'absolute', top: '0.7em', insetInlineStart: '0.7em', zIndex: 1 }}>
              <StatusLabel text={t('away')} testId="card-away" color="#475569" />
            </Box>
          )}
          <Box
            sx={{
              position: 'absolute',
              top: '0.35em',
              insetInlineEnd: '0.35em',
              zIndex: 1,
              color: screenVar('textColor'),
            }}
          >
            <CardMenu
              userName={view.userName}
              position={view.position}
              offline={view.offline}
              onBlock={() => wall.block(view.userId)}
              onPosition={(p) => wall.setPosition(view.userId, p)}
              onRemove={() => wall.removeFromSession(view.userId)}
            />
          </Box>
        </>
      }
    />
  );
});
