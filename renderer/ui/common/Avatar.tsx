import { memo, useState } from 'react';
import { avatarFor } from '../../domain/avatar';
import { isSafeImageUrl } from '../../domain/records';

/** The avatar's classes: its round box, and the light ring for busy backgrounds. */
export const AVATAR_CLASS = { avatar: 'sp-avatar', ring: 'sp-avatar-ring' } as const;

/**
 * The rules of {@link AVATAR_CLASS}, part of both pages' baseline (common/baseline.ts):
 * twenty avatars, each in its own colours, would otherwise make twenty style rules; the
 * colours and the size go in each element's own `style` instead.
 */
export const AVATAR_STYLES = {
  [`.${AVATAR_CLASS.avatar}`]: {
    flex: 'none',
    borderRadius: '50%',
    overflow: 'hidden',
    display: 'grid',
    placeItems: 'center',
    fontWeight: 700,
    lineHeight: 1,
    userSelect: 'none',
  },
  [`.${AVATAR_CLASS.ring}`]: {
    boxShadow: '0 0 0 2px rgba(255,255,255,0.9), 0 1px 4px rgba(15,23,42,0.3)',
  },
} as const;

/** Props of {@link Avatar}. */
export interface AvatarProps {
  name: string;
  /** An http(s) picture URL; anything else (or nothing) shows the generated avatar. */
  picture?: string | null;
  /** CSS size: a length (e.g. '4.5em', so it scales with a card) or pixels. */
  size: string | number;
  /** The element's test id ('card-avatar' on the screen). */
  testId?: string;
  /** A light ring around it, for avatars on busy backgrounds. */
  ring?: boolean;
  /** Told whether the picture loaded (false) or failed (true; the initials show instead). */
  onBroken?: (broken: boolean) => void;
}

/**
 * The participant's picture, or the avatar generated locally from the name (initials
 * on a colour from the name, the domain's AVATAR_SIZE design) when there is none or it
 * fails to load. Used by the screen's cards and the participant page alike. Text is
 * rendered as text.
 */
export const Avatar = memo(function Avatar({
  name,
  picture,
  size,
  testId = 'card-avatar',
  ring = false,
  onBroken,
}: AvatarProps) {
  // Remembers which URL failed, so a new URL is tried again.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const avatar = avatarFor(name);
  const usable = typeof picture === 'string' && isSafeImageUrl(picture) && picture !== brokenUrl;
  const cssSize = typeof size === 'number' ? `${size}px` : size;
  return (
    <div
      data-testid={testId}
      data-kind={usable ? 'picture' : 'initials'}
      className={ring ? `${AVATAR_CLASS.avatar} ${AVATAR_CLASS.ring}` : AVATAR_CLASS.avatar}
      style={{
        width: cssSize,
        height: cssSize,
        background: avatar.background,
        color: avatar.foreground,
        fontSize: `calc(${cssSize} * 0.4)`,
      }}
    >
      {usable ? (
        <img
          src={picture}
          alt=""
          referrerPolicy="no-referrer"
          draggable={false}
          onLoad={() => onBroken?.(false)}
          onError={() => {
            setBrokenUrl(picture);
            onBroken?.(true);
          }}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <span aria-hidden="true">{avatar.initials}</span>
      )}
    </div>
  );
});
