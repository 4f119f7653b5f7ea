import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import type { GridPosition } from '../../domain/types';
import { AVATAR_SIZE } from '../../domain/avatar';
import { COFFEE } from '../../domain/cards';
import { isCardRevealed } from '../../domain/reveal';
import { facilitationText } from '../../i18n/en/facilitation';
import { wallText } from '../../i18n/en/wall';
import { useText } from '../../i18n/react';
import type { CustomImagesStore } from '../../stores/wall/custom-images-store';
import type { WallCard } from '../../stores/wall/wall-card';
import type { WallRoot } from '../../stores/wall/wall-root';
import { cardPx } from '../common/wall-units';
import { Avatar } from '../common/Avatar';
import { CardMark } from '../common/CardMark';
import { CardMenu } from './CardMenu';
import { CardValue, PlayingCard } from './PlayingCard';
import { CARD_CLASS } from './card-styles';
import { CheckCircleIcon } from '../common/icons';

/** Props of {@link ParticipantCard}. */
export interface ParticipantCardProps {
  card: WallCard;
  wall: WallRoot;
  images: CustomImagesStore;
}

/** The name on a card: text only, wrapped before it is cut; `dir="auto"` for right-to-left names. */
export function CardName({ name }: { name: string }) {
  return (
    <div dir="auto" title={name} data-testid="card-name" className={CARD_CLASS.name}>
      {name}
    </div>
  );
}

/**
 * A small pill: 'Offline' or 'No vote' (not ready when the round was revealed early)
 * under the name, or 'Away' (page not connected) in a corner.
 */
function StatusLabel({
  text,
  testId,
  kind,
}: {
  text: string;
  testId: string;
  kind: 'offline' | 'away' | 'noVote';
}) {
  return (
    <div data-testid={testId} className={`${CARD_CLASS.status} ${CARD_CLASS[kind]}`}>
      {text}
    </div>
  );
}

/**
 * One participant's card (docs/product.md, Participant card). An observer of its own
 * card, so a participant's change re-renders this card only; the reveal is the one
 * shared value it reads.
 */
export const ParticipantCard = observer(function ParticipantCard({
  card,
  wall,
  images,
}: ParticipantCardProps) {
  const revealed = isCardRevealed(card.showCard, wall.roster.revealed);
  // Revealed while this card was not ready: 'Reveal now' (a full reveal has every card ready).
  const noVote = wall.roster.revealed && !card.showCard;
  // 'Hide names' once revealed: neither the eye nor a screen reader learns whose card it is.
  const anonymous = wall.revealMoment.anonymousCards.active;
  const t = useText(wallText);
  const facilitation = useText(facilitationText);
  // The same callbacks from render to render: a vote does not re-render the menu.
  const { userId } = card;
  const onBlock = useCallback(() => wall.block(userId), [wall, userId]);
  const onPosition = useCallback((p: GridPosition) => wall.setPosition(userId, p), [wall, userId]);
  const onRemove = useCallback(() => wall.removeFromSession(userId), [wall, userId]);
  if (anonymous) return <AnonymousCard card={card} images={images} />;
  return (
    <PlayingCard
      revealed={revealed}
      dimmed={card.offline}
      attributes={{
        'data-testid': 'participant-card',
        'data-user-id': card.userId,
        'data-ready': card.showCard,
        'data-offline': card.offline,
        'data-away': card.away,
        'data-position': card.position,
      }}
      back={
        <>
          <div className={CARD_CLASS.avatar}>
            <Avatar name={card.userName} picture={card.picture} size={cardPx(AVATAR_SIZE)} />
            {card.showCard && (
              <CheckCircleIcon
                data-testid="card-ready"
                aria-label={t('ready')}
                className={CARD_CLASS.ready}
              />
            )}
          </div>
          <CardName name={card.userName} />
          {card.offline && <StatusLabel text={t('offline')} testId="card-offline" kind="offline" />}
          {noVote && (
            <StatusLabel text={facilitation('noVote')} testId="card-no-vote" kind="noVote" />
          )}
        </>
      }
      front={
        revealed && (
          <CardValue
            value={card.value}
            image={card.value ? images.imageFor(card.userId, card.userName, card.value) : null}
            caption={card.userName}
            mark={<CardMark value={card.value} />}
          />
        )
      }
      overlay={
        <>
          {card.away && (
            <div className={CARD_CLASS.awayCorner}>
              <StatusLabel text={t('away')} testId="card-away" kind="away" />
            </div>
          )}
          <div className={CARD_CLASS.menuCorner}>
            <CardMenu
              userName={card.userName}
              position={card.position}
              offline={card.offline}
              onBlock={onBlock}
              onPosition={onPosition}
              onRemove={onRemove}
            />
          </div>
        </>
      }
    />
  );
});

/** What a screen reader hears of an anonymous card: its value, never a name. */
function useAnonymousLabel(card: WallCard): string {
  const t = useText(wallText);
  const facilitation = useText(facilitationText);
  if (!card.showCard) return facilitation('noVote');
  if (card.value === null) return t('cardUnreadable');
  const value = card.value === COFFEE ? t('coffee') : card.value || '–';
  return facilitation('anonymousVote', { value });
}

/**
 * A card of an anonymous round once revealed (docs/product.md, Hide names): the value
 * alone, or 'No vote'; no name, picture or menu, and one label for a screen reader.
 */
const AnonymousCard = observer(function AnonymousCard({
  card,
  images,
}: {
  card: WallCard;
  images: CustomImagesStore;
}) {
  const facilitation = useText(facilitationText);
  const label = useAnonymousLabel(card);
  return (
    <PlayingCard
      revealed={card.showCard}
      attributes={{
        'data-testid': 'participant-card',
        'data-anonymous': 'true',
        'data-ready': card.showCard,
        role: 'img',
        'aria-label': label,
      }}
      back={<StatusLabel text={facilitation('noVote')} testId="card-no-vote" kind="noVote" />}
      front={
        card.showCard && (
          <CardValue
            value={card.value}
            // A rule for one person's name would tell whose card it is: only rules for anyone apply.
            image={card.value ? images.imageFor(`anonymous:${card.userId}`, '', card.value) : null}
            mark={<CardMark value={card.value} />}
          />
        )
      }
    />
  );
});
