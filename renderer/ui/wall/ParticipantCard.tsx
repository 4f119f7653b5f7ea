import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import type { GridPosition } from '../../domain/types';
import { AVATAR_SIZE } from '../../domain/avatar';
import { COFFEE } from '../../domain/cards';
import { isCardRevealed } from '../../domain/reveal';
import { facilitationText } from '../../i18n/en/facilitation';
import { wallText } from '../../i18n/en/wall';
import { useText } from '../../i18n/react';
import type { CustomImageStore } from '../../stores/wall/custom-image-store';
import type { ParticipantView } from '../../stores/wall/participant-view';
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
  view: ParticipantView;
  wall: WallRoot;
  images: CustomImageStore;
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
 * view, so a participant's change re-renders this card only; the reveal is the one
 * shared value it reads.
 */
export const ParticipantCard = observer(function ParticipantCard({
  view,
  wall,
  images,
}: ParticipantCardProps) {
  const revealed = isCardRevealed(view.showCard, wall.roster.revealed);
  // Revealed while this card was not ready: 'Reveal now' (a full reveal has every card ready).
  const noVote = wall.roster.revealed && !view.showCard;
  // 'Hide names' once revealed: neither the eye nor a screen reader learns whose card it is.
  const anonymous = wall.revealMoment.anonymous.active;
  const t = useText(wallText);
  const facilitation = useText(facilitationText);
  // The same callbacks from render to render: a vote does not re-render the menu.
  const { userId } = view;
  const onBlock = useCallback(() => wall.block(userId), [wall, userId]);
  const onPosition = useCallback((p: GridPosition) => wall.setPosition(userId, p), [wall, userId]);
  const onRemove = useCallback(() => wall.removeFromSession(userId), [wall, userId]);
  if (anonymous) return <AnonymousCard view={view} images={images} />;
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
          <div className={CARD_CLASS.avatar}>
            <Avatar name={view.userName} picture={view.picture} size={cardPx(AVATAR_SIZE)} />
            {view.showCard && (
              <CheckCircleIcon
                data-testid="card-ready"
                aria-label={t('ready')}
                className={CARD_CLASS.ready}
              />
            )}
          </div>
          <CardName name={view.userName} />
          {view.offline && <StatusLabel text={t('offline')} testId="card-offline" kind="offline" />}
          {noVote && (
            <StatusLabel text={facilitation('noVote')} testId="card-no-vote" kind="noVote" />
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
            <div className={CARD_CLASS.awayCorner}>
              <StatusLabel text={t('away')} testId="card-away" kind="away" />
            </div>
          )}
          <div className={CARD_CLASS.menuCorner}>
            <CardMenu
              userName={view.userName}
              position={view.position}
              offline={view.offline}
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
function useAnonymousLabel(view: ParticipantView): string {
  const t = useText(wallText);
  const facilitation = useText(facilitationText);
  if (!view.showCard) return facilitation('noVote');
  if (view.value === null) return t('cardUnreadable');
  const value = view.value === COFFEE ? t('coffee') : view.value || '–';
  return facilitation('anonymousVote', { value });
}

/**
 * A card of an anonymous round once revealed (docs/product.md, Hide names): the value
 * alone, or 'No vote'; no name, picture or menu, and one label for a screen reader.
 */
const AnonymousCard = observer(function AnonymousCard({
  view,
  images,
}: {
  view: ParticipantView;
  images: CustomImageStore;
}) {
  const facilitation = useText(facilitationText);
  const label = useAnonymousLabel(view);
  return (
    <PlayingCard
      revealed={view.showCard}
      attributes={{
        'data-testid': 'participant-card',
        'data-anonymous': 'true',
        'data-ready': view.showCard ? 'true' : 'false',
        role: 'img',
        'aria-label': label,
      }}
      back={<StatusLabel text={facilitation('noVote')} testId="card-no-vote" kind="noVote" />}
      front={
        view.showCard && (
          <CardValue
            value={view.value}
            // A rule for one person's name would tell whose card it is: only rules for anyone apply.
            image={view.value ? images.imageFor(`anonymous:${view.userId}`, '', view.value) : null}
            mark={<CardMark value={view.value} />}
          />
        )
      }
    />
  );
});
