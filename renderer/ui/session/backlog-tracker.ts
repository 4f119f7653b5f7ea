/**
 * What the wall adds to the backlog panel for its tracker (renderer/ui/wall/tracker/):
 * given by the wall's Options, so a phone's panel carries none of its code.
 */
import type { ComponentType } from 'react';
import type { BacklogStory } from '../../domain/backlog';
import type { Translator } from '../../i18n/translate';

export interface BacklogTrackerParts {
  /** Under a story: its write-back state, with Retry. */
  StoryState: ComponentType<{ story: BacklogStory }>;
  /** After the paste and the upload: 'From Jira', 'From Azure DevOps', 'From GitHub'. */
  ImportSource: ComponentType;
  /** In the preview: the estimate field of an import by query. */
  PreviewNote: ComponentType;
  /** The preview's Import waits (a field is still to be picked). */
  importBlocked(): boolean;
  /** The name of an import by query's format: 'Azure DevOps (WIQL)', 'GitHub (search)'. */
  queryFormat(translator: Translator): string;
  /** After the exports: 'Send all estimates'. */
  Actions: ComponentType;
}
