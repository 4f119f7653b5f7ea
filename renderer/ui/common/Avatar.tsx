// @mui/system's Box: the phone page uses this too and has no @mui/material (vote-theme.ts).
import Box from '@mui/system/Box';
import { memo, useState } from 'react';
import { avatarFor } from '../../domain/avatar';
import { isSafeImageUrl } from '../../domain/records';

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
    <Box
      data-testid={testId}
      data-kind={usable ? 'picture' : 'initials'}
      sx={{
        width: cssSize,
        height: cssSize,
        flex: 'none',
        borderRadius: '50%',
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        bgcolor: avatar.background,
        color: avatar.foreground,
        fontWeight: 700,
        fontSize: `calc(${cssSize} * 0.4)`,
        lineHeight: 1,
        userSelect: 'none',
        boxShadow: ring
          ? '0 0 0 2px rgba(255,255,255,0.9), 0 1px 4px rgba(15,23,42,0.3)'
          : undefined,
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
    </Box>
  );
});
