/**
 * The stories sized so far (docs/product.md, Reference board), one column per estimate,
 * the smallest first: the wall's board and a phone's 'Sized so far' alike. Keys and
 * titles come from an import, so they are shown as text only, in their own direction.
 */
import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import { backlogPanelText } from '../../i18n/en/backlog-panel';
import { facilitationText } from '../../i18n/en/facilitation';
import { useText } from '../../i18n/react';
import { useCatalogueScope } from '../../i18n/use-catalogue-scope';
import type { ReferenceBoardStore } from '../../stores/session/reference-board-store';
import { wpx } from '../common/wall-units';
import type { SessionVariant } from './session-look';
import { VOTE_COLORS } from '../phone/vote-colors';

/** Sizes and colours of each page: the wall is read across a room, a phone in a hand. */
const LOOKS = {
  wall: {
    columns: {
      // Columns wrap onto further rows rather than run off the side; the board scrolls.
      gridTemplateColumns: `repeat(auto-fill, minmax(${wpx(300)}, 1fr))`,
      gap: wpx(20),
    },
    column: { bgcolor: '#f1f5f9', borderRadius: wpx(18), p: wpx(16) },
    estimate: { fontSize: wpx(56), mb: wpx(8) },
    story: { fontSize: wpx(26), py: wpx(10), borderColor: '#cbd5e1' },
    empty: { fontSize: wpx(32), color: '#475569' },
  },
  phone: {
    columns: { gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 },
    column: {
      bgcolor: VOTE_COLORS.card,
      border: `1px solid ${VOTE_COLORS.cardBorder}`,
      borderRadius: '14px',
      p: 1.5,
    },
    estimate: { fontSize: '1.75rem', mb: 0.5 },
    story: { fontSize: '1rem', py: 1, borderColor: VOTE_COLORS.cardBorder },
    empty: { fontSize: '1rem', color: VOTE_COLORS.muted },
  },
} as const;

/** Props of {@link ReferenceColumns}. */
export interface ReferenceColumnsProps {
  board: ReferenceBoardStore;
  variant: SessionVariant;
}

/** The columns, or a sentence while no story has an estimate. */
export const ReferenceColumns = observer(function ReferenceColumns({
  board,
  variant,
}: ReferenceColumnsProps) {
  // Its words come with the panel on a phone (i18n/scopes.ts).
  useCatalogueScope('panels');
  const t = useText(facilitationText);
  const panel = useText(backlogPanelText);
  const look = LOOKS[variant];
  if (board.columns.length === 0) {
    return (
      <Box data-testid="reference-empty" sx={look.empty}>
        {t('boardEmpty')}
      </Box>
    );
  }
  return (
    <Box
      data-testid="reference-columns"
      sx={{ display: 'grid', alignItems: 'start', ...look.columns }}
    >
      {board.columns.map((column) => (
        <Box key={column.estimate} data-testid="reference-column" sx={look.column}>
          <Box
            aria-hidden="true"
            sx={{ fontWeight: 800, lineHeight: 1, textAlign: 'center', ...look.estimate }}
          >
            {column.estimate}
          </Box>
          <Box
            component="ul"
            aria-label={panel('estimate', { value: column.estimate })}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {column.stories.map((story) => (
              <Box
                component="li"
                key={story.slot}
                sx={{
                  borderTop: '1px solid',
                  '&:first-of-type': { borderTop: 0 },
                  lineHeight: 1.25,
                  overflowWrap: 'anywhere',
                  ...look.story,
                }}
              >
                {story.key !== '' && (
                  <Box component="span" dir="auto" sx={{ fontWeight: 800, display: 'block' }}>
                    {story.key}
                  </Box>
                )}
                <Box
                  component="span"
                  dir="auto"
                  sx={{
                    display: '-webkit-box',
                    WebkitBoxOrient: 'vertical',
                    WebkitLineClamp: 3,
                    overflow: 'hidden',
                  }}
                >
                  {story.title}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
});
