/** A backlog story as read back, titled 'Story {key}', with `estimate` decided or null. */
import type { BacklogStory } from '../../renderer/domain/backlog';

export const backlogStory = (slot: number, key: string, estimate: string | null): BacklogStory => ({
  slot,
  key,
  title: `Story ${key}`,
  description: '',
  estimate: estimate === null ? null : { value: estimate, at: 1, votes: '' },
});
