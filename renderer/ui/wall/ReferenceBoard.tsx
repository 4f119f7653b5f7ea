/**
 * The wall's reference board (docs/product.md, Reference board): M opens it with a
 * backlog, over the cards, large enough to read across the room; it follows the backlog
 * live, and Escape, M or Close closes it. A modal dialog: focus stays in it and goes back
 * where it was.
 */
import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { backlogPanelText } from '../../i18n/en/backlog-panel';
import { facilitationText } from '../../i18n/en/facilitation';
import { useText } from '../../i18n/react';
import type { BacklogStore } from '../../stores/session/backlog-store';
import type { ReferenceBoardStore } from '../../stores/session/reference-board-store';
import { TextButton } from '../common/buttons';
import { BACKDROP_SX, useFocusTrap } from '../common/modal';
import { wpx } from '../common/wall-units';
import { ReferenceColumns } from '../session/ReferenceColumns';

/** Props of {@link ReferenceBoard}. */
export interface ReferenceBoardProps {
  board: ReferenceBoardStore;
  backlog: BacklogStore;
}

const ReferenceBoard = observer(function ReferenceBoard({ board, backlog }: ReferenceBoardProps) {
  const t = useText(facilitationText);
  const panel = useText(backlogPanelText);
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, board.close);
  return (
    <Box onClick={board.close} sx={BACKDROP_SX}>
      <Box
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="reference-board-title"
        data-testid="reference-board"
        onClick={(event) => event.stopPropagation()}
        sx={{
          width: `calc(100% - ${wpx(64)})`,
          height: `calc(100% - ${wpx(64)})`,
          display: 'flex',
          flexDirection: 'column',
          bgcolor: '#fff',
          color: '#0f172a',
          borderRadius: wpx(24),
          boxShadow: '0 24px 60px rgba(0, 0, 0, 0.35)',
          p: wpx(32),
          gap: wpx(20),
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: wpx(24), flexWrap: 'wrap' }}>
          <Box
            component="h2"
            id="reference-board-title"
            sx={{ m: 0, fontSize: wpx(48), fontWeight: 800 }}
          >
            {t('sizedSoFar')}
          </Box>
          <Box sx={{ flex: 1, fontSize: wpx(26), color: '#475569' }}>
            {panel('estimatedCount', {
              estimated: board.sizedCount,
              total: backlog.stories.length,
            })}
          </Box>
          <TextButton variant="contained" onClick={board.close} sx={{ fontSize: wpx(24) }}>
            {t('close')}
          </TextButton>
        </Box>
        {/* Scrolls when the columns are more than the wall holds; reachable with Tab. */}
        <Box
          tabIndex={0}
          role="group"
          aria-labelledby="reference-board-title"
          sx={{
            flex: 1,
            minHeight: 0,
            overflowY: 'auto',
            '&:focus-visible': { outline: `${wpx(4)} solid #2563eb`, outlineOffset: wpx(4) },
          }}
        >
          <ReferenceColumns board={board} variant="wall" />
        </Box>
      </Box>
    </Box>
  );
});

export default ReferenceBoard;
