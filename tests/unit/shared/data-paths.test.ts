/**
 * The path builders spell the paths of docs/data-contract.md, written out here as the
 * contract has them: a builder that drifts from the contract fails here, not in a room.
 */
import { describe, expect, it } from 'vitest';
import {
  backlogPath,
  backlogStoryPath,
  CODE_ROOTS,
  codeRootPath,
  configPath,
  departurePath,
  departuresPath,
  historyEntryPath,
  historyPath,
  lastRoundPath,
  presenceEntryPath,
  presencePath,
  recordPath,
  roundPath,
  screensPath,
  selectedPath,
  sessionPartPath,
  sessionPath,
  THEMES_PATH,
} from '../../../shared/data-paths';

describe('the data paths', () => {
  it.each([
    [THEMES_PATH, 'themes'],
    [configPath('Team-A'), 'configs/Team-A'],
    [screensPath('Team-A'), 'screens/Team-A'],
    [recordPath('Team-A', 'u1'), 'screens/Team-A/u1'],
    [selectedPath('Team-A', 'u1'), 'screens/Team-A/u1/selected'],
    [presencePath('Team-A'), 'presence/Team-A'],
    [presenceEntryPath('Team-A', 'u1'), 'presence/Team-A/u1'],
    [sessionPath('Team-A'), 'sessions/Team-A'],
    [sessionPartPath('Team-A', 'story'), 'sessions/Team-A/story'],
    [sessionPartPath('Team-A', 'revealedRound'), 'sessions/Team-A/revealedRound'],
    [roundPath('Team-A'), 'sessions/Team-A/round'],
    [lastRoundPath('Team-A'), 'sessions/Team-A/lastRound'],
    [historyPath('Team-A'), 'sessions/Team-A/history'],
    [historyEntryPath('Team-A', '007'), 'sessions/Team-A/history/007'],
    [departuresPath('Team-A'), 'sessions/Team-A/left'],
    [departurePath('Team-A', 'u1'), 'sessions/Team-A/left/u1'],
    [backlogPath('Team-A'), 'sessions/Team-A/backlog'],
    [backlogStoryPath('Team-A', 's3'), 'sessions/Team-A/backlog/s3'],
  ])('%s is the contract’s %s', (built, contract) => {
    expect(built).toBe(contract);
  });

  it('names every top-level path that holds a node per screen code', () => {
    expect(CODE_ROOTS.map((root) => codeRootPath(root, 'Team-A'))).toEqual([
      'screens/Team-A',
      'presence/Team-A',
      'configs/Team-A',
      'sessions/Team-A',
    ]);
  });
});
