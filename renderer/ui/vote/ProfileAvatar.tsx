import Box from '@mui/material/Box';
import { useState } from 'react';
import { avatarFor } from '../../domain/avatar';
import { isSafeImageUrl } from '../../domain/records';

/** Props of {@link ProfileAvatar}. */
export interface ProfileAvatarProps {
  name: string;
  /** An http(s) picture URL; anything else shows the generated avatar. */
  picture: string | null;
  size: number;
  /** Told when the picture failed to load (the avatar is shown instead). */
  onBroken?: (broken: boolean) => void;
}

/**
 * The participant's picture, or the avatar generated locally from the name
 * (initials on a colour from the name) when there is none or it does not load.
 */
export function ProfileAvatar({ name, picture, size, onBroken }: ProfileAvatarProps) {
  // Remembers which URL failed, so typing a new one tries again.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const avatar = avatarFor(name);
  const usable = picture !== null && isSafeImageUrl(picture) && picture !== brokenUrl;
  return (
    <Box
      data-testid="vote-avatar"
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
        fontSize: size * 0.4,
        lineHeight: 1,
        boxShadow: '0 0 0 2px rgba(255,255,255,0.9), 0 1px 4px rgba(15,23,42,0.3)',
        userSelect: 'none',
      }}
    >
      {usable ? (
        <img
          src={picture}
          alt=""
          width={size}
          height={size}
          referrerPolicy="no-referrer"
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          onLoad={() => onBroken?.(false)}
          onError={() => {
            setBrokenUrl(picture);
            onBroken?.(true);
          }}
        />
      ) : (
        <span aria-hidden="true">{avatar.initials}</span>
      )}
    </Box>
  );
}
