import { describe, expect, it } from 'vitest';
import { parseCommandLine, type CommandLine } from '../../../main/command-line';

const none: CommandLine = { setupOnly: false, problems: [] };

describe('parseCommandLine (flags for setup scripts and npm start)', () => {
  it.each<[string[], Partial<CommandLine>]>([
    [[], {}],
    [['.', '--no-sandbox', '--enable-logging'], {}], // not ours: ignored
    [['--start-at-login'], { startAtLogin: true }],
    [['--no-start-at-login'], { startAtLogin: false }],
    [['--start-at-login', '--no-start-at-login'], { startAtLogin: false }], // last wins
    [['--start-at-login', '--setup-only'], { startAtLogin: true, setupOnly: true }],
    [['--screen=team-a'], { screenCode: 'team-a' }],
    [['--screen', 'Team A!!'], { screenCode: 'Team-A-' }], // normalised like the app does
    [
      ['--database-host=127.0.0.1', '--database-port=9000'],
      { database: { host: '127.0.0.1', port: 9000 } },
    ],
    [
      ['--database-host', 'db.local', '--database-port', '9100', '--database-namespace=ns'],
      { database: { host: 'db.local', port: 9100, namespace: 'ns' } },
    ],
    [['--config=/etc/story-point.json'], { configFile: '/etc/story-point.json' }],
    [['--no-room-server'], { roomServer: false }],
    [['--no-room-server', '--room-server'], { roomServer: true }], // last wins
    [['--room-port=8080'], { roomPort: 8080 }],
    [['--room-port', '65534'], { roomPort: 65534 }],
    [['--room-retention-days=30'], { roomRetentionDays: 30 }],
    [['--room-retention-days', '0.5'], { roomRetentionDays: 0.5 }],
    [
      ['--room-allowed-hosts=room-pc.example, 192.0.2.10,[2001:db8::10]'],
      { roomAllowedHosts: ['room-pc.example', '192.0.2.10', '[2001:db8::10]'] },
    ],
    [['--room-allowed-hosts', 'story.example'], { roomAllowedHosts: ['story.example'] }],
    [['--room-allowed-hosts='], { roomAllowedHosts: [] }], // forgets those remembered
  ])('%j', (argv, expected) => {
    expect(parseCommandLine(argv)).toEqual({ ...none, ...expected });
  });

  it.each([
    [['--screen']],
    [['--screen=!!!']],
    [['--config']],
    [['--database-host=127.0.0.1']],
    [['--database-host=127.0.0.1', '--database-port=99999']],
    [['--database-port=9000']],
    [['--room-port']],
    [['--room-port=80']],
    [['--room-port=8080x']],
    [['--room-port=1e4']],
    [['--room-retention-days']],
    [['--room-retention-days=0']],
    [['--room-retention-days=-5']],
    [['--room-retention-days=ten']],
    [['--room-retention-days=1e3']],
    [['--room-allowed-hosts']],
    [['--room-allowed-hosts=room-pc.example:7701']],
    [['--room-allowed-hosts=story.example,http://x.example']],
    [['--room-allowed-hosts=a b']],
  ])('%j is reported, not silently ignored', (argv) => {
    const result = parseCommandLine(argv);
    expect(result.problems).toHaveLength(1);
    expect(result.database).toBeUndefined();
    expect(result.screenCode).toBeUndefined();
    expect(result.roomPort).toBeUndefined();
    expect(result.roomRetentionDays).toBeUndefined();
    expect(result.roomAllowedHosts).toBeUndefined();
  });

  it('a retention that is not a positive number of days says what it needs', () => {
    expect(parseCommandLine(['--room-retention-days=0']).problems).toEqual([
      '--room-retention-days needs a positive number of days (the default is 90).',
    ]);
  });
});
