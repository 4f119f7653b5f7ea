import Box from '@mui/material/Box';
import { observer } from 'mobx-react-lite';
import { useTranslator } from '../../../i18n/react';
import type { ConfigWriterStore } from '../../../stores/wall/config-writer-store';
import { saveProblemText } from './config-text';

/**
 * A change that was not saved: what and why, in the menu until a later save of it
 * succeeds. Sticky below the title, so it is seen from every section.
 */
export const SaveProblemMessage = observer(function SaveProblemMessage({
  config,
}: {
  config: ConfigWriterStore;
}) {
  const translator = useTranslator();
  const problem = config.saveProblem;
  if (!problem) return null;
  return (
    <Box
      role="alert"
      data-testid="save-problem"
      sx={{
        position: 'sticky',
        top: 64,
        zIndex: 1,
        mx: 2.5,
        mb: 1,
        px: 1.5,
        py: 1.25,
        borderRadius: 2,
        bgcolor: '#fdecea',
        color: '#5f2120',
        border: '1px solid #f5c2c0',
        fontSize: 14,
        lineHeight: 1.45,
      }}
    >
      {saveProblemText(translator, problem)}
    </Box>
  );
});
