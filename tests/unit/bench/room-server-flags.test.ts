import { describe, expect, it } from 'vitest';
import { nodeFlagsOf, roomServerNodeFlags } from '../../../bench/room-server-flags';

describe('the room server’s Node flags', () => {
  it('are the same for npm start and npm run db, young generation included', () => {
    const db = roomServerNodeFlags('db');
    expect(roomServerNodeFlags('start')).toEqual(db);
    expect(db).toContain('--max-semi-space-size=64');
    expect(db).toEqual(expect.arrayContaining(['--import', 'tsx']));
  });

  it('are read from the node command of a script, after what runs before it', () => {
    expect(nodeFlagsOf('npm run build && node --a=1 --import tsx server/x.ts --port 3')).toEqual([
      '--a=1',
      '--import',
      'tsx',
    ]);
    expect(() => nodeFlagsOf('vite build')).toThrow(/no node command/);
    expect(() => nodeFlagsOf('node --version')).toThrow(/no entry point/);
  });
});
