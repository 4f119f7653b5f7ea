import Box from '@mui/material/Box';
import { memo, useState } from 'react';
import { avatarFor } from '../../domain/avatar';
import { isSafeImageUrl } from '../../domain/records';

/** Props of {@link Avatar}. */
export interface AvatarProps {
  name: string;
  /** An http(s) picture URL; anything else shows the generated avatar. */
  picture?: string;
  /** CSS size (e.g. '4.5em'), so it scales with the card. */
  size: string;
}

/**
 * The participant's picture, or the avatar generated locally from the name (initials
 * on a colour from the name, the domain's AVATAR_SIZE design) when there is none or it
 * fails to load. Text is rendered as text.
 */
export const Avatar = memo(function Avatar({ name, picture, size }: AvatarProps) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const avatar = avatarFor(name);
  const usable = picture !== undefined && isSafeImageUrl(picture) && picture !== brokenUrl;
  return (
    <Box
      data-testid="card-avatar"
      data-kind={usable ? 'picture' : 'initials'}
      sx={{
        width: size,
        height: size,
        flex: 'none',
        borderRadius: '50%',
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        bgcolor: avatar.background,
        color: avatar.foreground,
        fontWeight: 700,
        fontSize: `calc(${size} * 0.4)`,
        lineHeight: 1,
        userSelect: 'none',
      }}
    >
      {usable ? (
        <img
          src={picture}
          alt=""
          referrerPolicy="no-referrer"
          draggable={false}
          onError={() => setBrokenUrl(picture)}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <span aria-hidden="true">{avatar.initials}</span>
      )}
    </Box>
  );
});
