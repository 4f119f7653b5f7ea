import { observer } from 'mobx-react-lite';
import { computed } from 'mobx';
import { createContext, useContext, useMemo, type CSSProperties } from 'react';
import type { ResultStore } from '../../stores/common/result-store';
import { screenVar } from './wall-colors';
import { resultText } from '../../i18n/en/result';
import { useText } from '../../i18n/react';

/**
 * The wall's result store for the cards' marks. A context rather than a prop, so the
 * grid between the page and its cards needs to know nothing about the summary.
 */
export const ResultContext = createContext<ResultStore | null>(null);

/** The mark's look: its own style, as the card's other parts that re-render with a vote. */
const MARK: CSSProperties = {
  // Just above the name, however many lines it takes (the card puts it there).
  position: 'relative',
  zIndex: 1,
  marginBottom: '0.3em',
  maxWidth: '90%',
  paddingLeft: '0.6em',
  paddingRight: '0.6em',
  paddingTop: '0.2em',
  paddingBottom: '0.2em',
  borderRadius: '0.8em',
  backgroundColor: screenVar('textColor'),
  color: screenVar('cardBackground'),
  fontSize: '0.95em',
  fontWeight: 800,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
};

/**
 * 'Lowest' or 'Highest' on the front of a revealed card whose value is an end of the
 * votes (docs/product.md, Result summary), in the card's own colours turned around, so it
 * reads on every theme. A vote that moves neither end re-renders no mark.
 */
export const CardMark = observer(function CardMark({ value }: { value: string | null }) {
  const result = useContext(ResultContext);
  const t = useText(resultText);
  // A computed of this card's own: when an end moves, only the cards whose mark
  // changes re-render, not every card that observed the ends.
  const markOf = useMemo(() => computed(() => result?.markOf(value) ?? null), [result, value]);
  const mark = markOf.get();
  if (mark === null) return null;
  return (
    <div data-testid="card-mark" data-mark={mark} style={MARK}>
      {t(mark === 'lowest' ? 'lowest' : 'highest')}
    </div>
  );
});
