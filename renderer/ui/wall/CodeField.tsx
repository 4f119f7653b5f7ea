import Box from '../common/Box';
import { useState } from 'react';
import { wallText } from '../../i18n/en/wall';
import { useText } from '../../i18n/react';
import { wallPath } from '../../../shared/route';
import { isRandomScreenCode, normalizeScreenCode } from '../../../shared/screen-code';
import { TextButton } from '../common/buttons';
import { wpx } from '../common/wall-units';

/** Props of {@link CodeField}. */
export interface CodeFieldProps {
  code: string;
  navigate(path: string): void;
}

/**
 * The welcome box's code under its label: a random screen's code is editable, with
 * 'Change' once the text differs, which opens the wall of the code typed; other codes are
 * read-only.
 */
export function CodeField({ code, navigate }: CodeFieldProps) {
  const t = useText(wallText);
  return (
    <>
      <Box
        component="label"
        htmlFor="screen-code"
        sx={{
          display: 'block',
          mt: wpx(28),
          mb: wpx(8),
          fontSize: wpx(26),
          fontWeight: 600,
        }}
      >
        {t('yourScreenCode')}
      </Box>
      {isRandomScreenCode(code) ? (
        <EditableCode code={code} navigate={navigate} />
      ) : (
        <Box
          id="screen-code"
          data-testid="screen-code"
          sx={{
            fontSize: wpx(46),
            fontWeight: 800,
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            wordBreak: 'break-all',
          }}
        >
          {code}
        </Box>
      )}
    </>
  );
}

/** A random screen's code as a field, and 'Change' once the text differs from it. */
function EditableCode({ code, navigate }: CodeFieldProps) {
  const t = useText(wallText);
  const [text, setText] = useState(code);
  const changed = text.trim() !== '' && text !== code;
  return (
    <Box
      component="form"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        if (changed) navigate(wallPath(normalizeScreenCode(text)));
      }}
      sx={{ display: 'flex', gap: wpx(12), alignItems: 'stretch', flexWrap: 'wrap' }}
    >
      {/* A native input: TextField would pull the whole select/menu/modal chain
          into the screen's first chunk. */}
      <Box
        component="input"
        id="screen-code"
        data-testid="screen-code-input"
        value={text}
        spellCheck={false}
        autoComplete="off"
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => setText(e.target.value)}
        sx={{
          flex: `1 1 ${wpx(260)}`,
          minWidth: 0,
          font: 'inherit',
          fontSize: wpx(34),
          fontWeight: 700,
          color: '#0f172a',
          px: wpx(16),
          py: wpx(10),
          borderRadius: wpx(12),
          border: `${wpx(2)} solid #94a3b8`,
          bgcolor: '#ffffff',
          outline: 'none',
          // The ring every control of the wall shows on focus (3:1 on the white box).
          '&:focus-visible': {
            borderColor: '#3b5bdb',
            outline: '3px solid #3b5bdb',
            outlineOffset: 2,
          },
        }}
      />
      {changed && (
        <TextButton
          type="submit"
          variant="contained"
          data-testid="change-code"
          sx={{ fontSize: wpx(26), px: wpx(32), py: wpx(8), borderRadius: wpx(12) }}
        >
          {t('change')}
        </TextButton>
      )}
    </Box>
  );
}
