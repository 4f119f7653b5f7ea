/**
 * The wall's tracker in the backlog panel: its parts bound to the wall's stores, made
 * once per wall by Options (renderer/ui/session/backlog-tracker.ts says where each goes).
 */
import type { BacklogTrackerParts } from '../../session/backlog-tracker';
import type { BacklogStory } from '../../../domain/backlog';
import type { BacklogStore } from '../../../stores/session/backlog-store';
import type { TrackerRoot } from '../../../stores/tracker/tracker-root';
import { JiraImport, JiraPreviewNote } from './JiraImport';
import { SendAll } from './SendAll';
import { StoryTrackerState } from './StoryTrackerState';

/** The parts for `tracker` over `backlog`; none where the page offers no tracker. */
export function trackerParts(
  tracker: TrackerRoot,
  backlog: BacklogStore,
): BacklogTrackerParts | undefined {
  if (!tracker.connection.offered) return undefined;
  return {
    StoryState: ({ story }: { story: BacklogStory }) => (
      <StoryTrackerState story={story} writeBack={tracker.writeBack} />
    ),
    ImportSource: () => <JiraImport tracker={tracker} />,
    PreviewNote: () => <JiraPreviewNote tracker={tracker} backlog={backlog} />,
    importBlocked: () => tracker.importer.needsField,
    Actions: () => <SendAll tracker={tracker} />,
  };
}
