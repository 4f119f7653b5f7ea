/**
 * The import boundaries between processes and layers (eslint.config.js; docs/
 * architecture.md, Layering) refuse what they must, so they cannot silently disappear:
 * each forbidden import is linted as if it stood in a file of that folder.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The boundary messages ESLint gives `code` placed at `file`. */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? [])
    .filter((m) => /no-restricted-imports/.test(m.ruleId ?? ''))
    .map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ['renderer/stores/x.ts', "import { app } from 'electron';", 'Electron belongs to main/'],
    ['renderer/ui/x.tsx', "import { app } from 'electron';", 'Electron belongs to main/'],
    ['server/x.ts', "import { app } from 'electron';", 'Electron belongs to main/'],
    ['shared/x.ts', "import { app } from 'electron';", 'Electron belongs to main/'],
    [
      'renderer/ui/x.tsx',
      "import { startLocalDatabase } from '../../server/db/server';",
      'room server',
    ],
    [
      'server/x.ts',
      "import { codec } from '../renderer/domain/codec';",
      'renderer is the browser app',
    ],
    [
      'shared/x.ts',
      "import { codec } from '../renderer/domain/codec';",
      'renderer is the browser app',
    ],
    ['renderer/stores/x.ts', "import { ref } from 'firebase/database';", 'Firebase only'],
    ['server/db/x.ts', "import { ref } from 'firebase/database';", 'Firebase only'],
    ['renderer/stores/x.ts', "import { useState } from 'react';", 'hold no views'],
    ['renderer/stores/x.ts', "import Box from '@mui/system/Box';", 'hold no views'],
    ['renderer/domain/x.ts', "import { observer } from 'mobx-react-lite';", 'hold no views'],
    ['renderer/stores/x.ts', "import { Hint } from '../ui/common/Hint';", 'hold no views'],
    ['renderer/ui/wall/x.tsx', "import Box from '@mui/system/Box';", 'ui/common/Box'],
    ['renderer/ui/phone/x.tsx', "import { keyframes } from '@mui/system';", '@emotion/react'],
    ['renderer/ui/common/x.tsx', "import styled from '@emotion/styled';", 'page budgets'],
    [
      'renderer/i18n/x.tsx',
      "import { LocaleStore } from '../stores/common/locale-store';",
      'i18n comes before the stores',
    ],
  ])('%s may not say %s', async (file, code, reason) => {
    const messages = await refusals(
      file,
      `${code}\nexport const used = [${importedName(code)}];\n`,
    );
    expect(messages.join('\n')).toContain(reason);
  });

  it.each([
    ['main/x.ts', "import { app } from 'electron';"],
    ['renderer/data/x.ts', "import { ref } from 'firebase/database';"],
    ['renderer/ui/x.tsx', "import { useState } from 'react';"],
    ['renderer/stores/x.ts', "import { makeObservable } from 'mobx';"],
    ['server/x.ts', "import { normalizeScreenCode } from '../shared/screen-code';"],
    ['renderer/ui/x.tsx', "import { votePath } from '../../shared/route';"],
    ['renderer/ui/wall/x.tsx', "import type { SxProps } from '@mui/system';"],
    ['renderer/ui/wall/options/x.tsx', "import Box from '@mui/system/Box';"],
  ])('%s may say %s', async (file, code) => {
    expect(await refusals(file, `${code}\nexport const used = [${importedName(code)}];\n`)).toEqual(
      [],
    );
  });
});

/** The first name an import statement brings in, so the snippet uses it. */
function importedName(code: string): string {
  return /import \{? ?(\w+)/.exec(code)?.[1] ?? 'undefined';
}
