/**
 * Which story a round belongs to (docs/product.md, History and Backlog): the backlog's
 * current story ('PAY-142 Pay by card') while there is one, else the free-text story.
 */
import { storyLine } from '../../domain/backlog';
import type { BacklogStore } from './backlog-store';
import type { StorySource } from './round-recorder';
import type { StoryStore } from './story-store';

/** The story the recorder keeps with each round; read inside its reaction, so it follows both stores. */
export function roundStory(story: StoryStore, backlog: BacklogStore): StorySource {
  return {
    get text() {
      const place = backlog.place;
      return place ? storyLine(place.current) : story.text;
    },
    get loaded() {
      return story.loaded;
    },
  };
}
