/** Image rules for the tests of their parsing and matching (renderer/domain/image-rule*.ts). */
import type { CustomImageRule } from '../../renderer/domain/types';

/** A rule: a value pattern, its images (one URL per line) and, optionally, a user pattern. */
export const rule = (value: string, images: string, user = ''): CustomImageRule => ({
  value,
  user,
  images,
});

/** Image addresses a rule may give. */
export const A = 'https://img.example/a.png';
export const B = 'https://img.example/b.png';
export const C = 'http://img.example/c.gif';
