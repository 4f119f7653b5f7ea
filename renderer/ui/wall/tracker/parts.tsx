/**
 * The wall's tracker in the backlog panel: its parts bound to the wall's tracker, made
 * once per wall by Options (renderer/ui/session/backlog-tracker.ts says where each goes).
 * Each shows nothing until the tracker's stores have loaded.
 */
import { observer } from 'mobx-react-lite';
import type { BacklogTrackerParts } from '../../session/backlog-tracker';
import type { BacklogStory } from '../../../domain/backlog';
import type { BacklogStore } from '../../../stores/session/backlog-store';
import type { TrackerRoot } from '../../../stores/tracker/tracker-root';
import { DEFAULT_TRACKER_KIND } from '../../../domain/tracker-kinds';
import { QueryImport, QueryPreviewNote } from './QueryImport';
import { SendAll } from './SendAll';
import { StoryTrackerState } from './StoryTrackerState';
import { queryFormatText } from './tracker-words';

/** The parts for `tracker` over `backlog`; none where the page offers no tracker. */
export function trackerParts(
  tracker: TrackerRoot,
  backlog: BacklogStore,
): BacklogTrackerParts | undefined {
  if (!tracker.offered) return undefined;
  return {
    StoryState: observer(function TrackedStory({ story }: { story: BacklogStory }) {
      const stores = tracker.stores;
      return (
        stores && (
          <StoryTrackerState
            story={story}
            writeBack={stores.writeBack}
            tracker={stores.connection.trackerName}
          />
        )
      );
    }),
    ImportSource: observer(function TrackerImportSource() {
      return tracker.stores && <QueryImport tracker={tracker.stores} />;
    }),
    PreviewNote: observer(function TrackerPreviewNote() {
      return tracker.stores && <QueryPreviewNote tracker={tracker.stores} backlog={backlog} />;
    }),
    importBlocked: () => tracker.stores?.trackerImport.needsField ?? false,
    queryFormat: (translator) =>
      queryFormatText(translator, tracker.stores?.connection.kind ?? DEFAULT_TRACKER_KIND),
    Actions: observer(function TrackerActions() {
      return tracker.stores && <SendAll tracker={tracker.stores} />;
    }),
  };
}
