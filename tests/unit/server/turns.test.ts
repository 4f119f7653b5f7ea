/**
 * A connection's messages in turns (server/db/turns.ts): a large message is read in one
 * turn of the event loop and carried out in a later one, so that a timer (another room's
 * client) runs between the two; the connection's messages keep their order; what waits
 * is bounded.
 */
import { describe, expect, it } from 'vitest';
import { MessageTurns, nextTurn } from '../../../server/db/turns';

const LARGE = 10;

/** How a test queue behaves: see {@link turns}. */
interface TurnsOptions {
  maxWaiting?: number;
  failOn?: string;
  stopOn?: string;
}

/**
 * A queue whose steps write what they do to `log`; messages are their own text. Carrying
 * out `stopOn` stops the queue, as a connection closed by what a message does.
 */
function turns({ maxWaiting = 100, failOn = '', stopOn = '' }: TurnsOptions = {}) {
  const log: string[] = [];
  const queue: MessageTurns<string> = new MessageTurns<string>(
    {
      read: (text) => {
        log.push(`read ${text}`);
        return text.startsWith('drop') ? undefined : text;
      },
      carryOut: (text) => {
        if (text === failOn) throw new Error(`${text} broke`);
        if (text === stopOn) queue.stop();
        log.push(`do ${text}`);
      },
      // A large message ending in '!' has a part to finish (its deliveries and answer);
      // one ending in '!!' has one more after it.
      carryOutLarge: (text) => {
        if (text === failOn) throw new Error(`${text} broke`);
        if (text === stopOn) queue.stop();
        log.push(`do large ${text}`);
        if (!text.endsWith('!')) return undefined;
        return () => {
          if (`finish ${text}` === failOn) throw new Error(`finishing ${text} broke`);
          log.push(`finish ${text}`);
          if (text.endsWith('!!')) return () => void log.push(`then ${text}`);
        };
      },
      failed: (error) => log.push(`failed: ${(error as Error).message}`),
    },
    LARGE,
    maxWaiting,
    () => log.push('full'),
  );
  return { queue, log };
}

/** Resolves after the loop went round far enough for a deferred part to run. */
const settle = async () => {
  for (let i = 0; i < 3; i += 1) await nextTurn();
};

describe('a connection in turns', () => {
  it('carries out a short message at once, read and done in the same call', () => {
    const { queue, log } = turns();
    queue.take('vote');
    expect(log).toEqual(['read vote', 'do vote']);
    expect(queue.busy).toBe(false);
  });

  it('carries out a message of exactly the large size at once, a longer one later', async () => {
    const { queue, log } = turns();
    queue.take('x'.repeat(LARGE));
    queue.take('y'.repeat(LARGE + 1));
    expect(log).toEqual([
      `read ${'x'.repeat(LARGE)}`,
      `do ${'x'.repeat(LARGE)}`,
      `read ${'y'.repeat(LARGE + 1)}`,
    ]);
    expect(queue.busy).toBe(true);
    await settle();
    expect(log.at(-1)).toBe(`do large ${'y'.repeat(LARGE + 1)}`);
    expect(queue.busy).toBe(false);
  });

  it("lets a timer (another client's turn) run between reading a large message and carrying it out", async () => {
    const { queue, log } = turns();
    setTimeout(() => log.push('timer'), 0);
    // The message arrives once the timer is due, as another room's request waits.
    const due = Date.now() + 3;
    while (Date.now() < due);
    queue.take('import-all-stories');
    await settle();
    expect(log).toEqual(['read import-all-stories', 'timer', 'do large import-all-stories']);
  });

  it('keeps the order: short messages sent after a large one wait behind it', async () => {
    const { queue, log } = turns();
    queue.take('import-all-stories');
    queue.take('vote');
    queue.take('another-import!');
    queue.take('ready');
    expect(log).toEqual(['read import-all-stories']);
    await settle();
    await settle();
    expect(log).toEqual([
      'read import-all-stories',
      'do large import-all-stories',
      'read vote',
      'do vote',
      'read another-import!',
      'do large another-import!',
      'finish another-import!',
      'read ready',
      'do ready',
    ]);
  });

  // What a queue logs once it took the messages and the loop went round.
  it.each<[string, TurnsOptions, string[], string[]]>([
    [
      'drops a message its reading refuses and goes on with the next',
      {},
      ['import-all-stories', 'drop-this', 'vote'],
      [
        'read import-all-stories',
        'do large import-all-stories',
        'read drop-this',
        'read vote',
        'do vote',
      ],
    ],
    [
      'reports an error of a deferred part to `failed` and goes on with what waits',
      { failOn: 'import-all-stories' },
      ['import-all-stories', 'vote'],
      ['read import-all-stories', 'failed: import-all-stories broke', 'read vote', 'do vote'],
    ],
    [
      'reports an error of a message that waited to `failed` and goes on with the next',
      { failOn: 'vote' },
      ['import-all-stories', 'vote', 'ready'],
      [
        'read import-all-stories',
        'do large import-all-stories',
        'read vote',
        'failed: vote broke',
        'read ready',
        'do ready',
      ],
    ],
    [
      'a message that waited and stops the queue is the last one carried out',
      { stopOn: 'leave' },
      ['import-all-stories', 'leave', 'vote'],
      ['read import-all-stories', 'do large import-all-stories', 'read leave', 'do leave'],
    ],
    [
      'reports an error of the finishing part to `failed` and goes on',
      { failOn: 'finish import-all-stories!' },
      ['import-all-stories!', 'vote'],
      [
        'read import-all-stories!',
        'do large import-all-stories!',
        'failed: finishing import-all-stories! broke',
        'read vote',
        'do vote',
      ],
    ],
  ])('%s', async (_name, options, messages, expected) => {
    const { queue, log } = turns(options);
    for (const text of messages) queue.take(text);
    await settle();
    expect(log).toEqual(expected);
  });

  it('bounds what waits: one character past the bound stops the queue and calls onFull', async () => {
    const { queue, log } = turns({ maxWaiting: 8 });
    queue.take('import-all-stories');
    queue.take('1234');
    queue.take('5678');
    expect(log).not.toContain('full');
    queue.take('9');
    expect(log.at(-1)).toBe('full');
    await settle();
    expect(log).toEqual(['read import-all-stories', 'full']);
    queue.take('vote');
    expect(log).toEqual(['read import-all-stories', 'full']);
  });

  it('after stop, carries out neither the message under way nor those waiting', async () => {
    const { queue, log } = turns();
    queue.take('import-all-stories');
    queue.take('vote');
    queue.stop();
    await settle();
    expect(log).toEqual(['read import-all-stories']);
  });

  it('runs what waits for idleness once the large message and those behind it are done', async () => {
    const { queue, log } = turns();
    queue.whenIdle(() => log.push('idle at once'));
    queue.take('import-all-stories');
    queue.take('vote');
    queue.whenIdle(() => log.push('idle'));
    expect(log).toEqual(['idle at once', 'read import-all-stories']);
    await settle();
    expect(log).toEqual([
      'idle at once',
      'read import-all-stories',
      'do large import-all-stories',
      'read vote',
      'do vote',
      'idle',
    ]);
  });

  it('waits for idleness past a second large message waiting behind the first', async () => {
    const { queue, log } = turns();
    queue.take('import-all-stories');
    queue.take('another-import!');
    queue.whenIdle(() => log.push('idle'));
    await nextTurn();
    expect(log.at(-1)).toBe('read another-import!');
    expect(log).not.toContain('idle');
    await settle();
    expect(log.slice(-3)).toEqual(['do large another-import!', 'finish another-import!', 'idle']);
  });

  it('runs what waits for idleness when stopped', () => {
    const { queue, log } = turns();
    queue.take('import-all-stories');
    queue.whenIdle(() => log.push('idle'));
    queue.stop();
    expect(log).toEqual(['read import-all-stories', 'idle']);
  });

  it('a large message whose carrying out stops the queue is the last one, and idleness comes once', async () => {
    const { queue, log } = turns({ stopOn: 'import-all-stories' });
    queue.take('import-all-stories');
    queue.take('vote');
    queue.whenIdle(() => log.push('idle'));
    await settle();
    expect(log).toEqual(['read import-all-stories', 'idle', 'do large import-all-stories']);
    expect(queue.busy).toBe(false);
  });

  it('finishes a large message a turn after carrying it out, with what came after it waiting', async () => {
    const { queue, log } = turns();
    queue.take('import-all-stories!');
    queue.take('vote');
    await nextTurn();
    expect(log).toEqual(['read import-all-stories!', 'do large import-all-stories!']);
    expect(queue.busy).toBe(true);
    await nextTurn();
    expect(log).toEqual([
      'read import-all-stories!',
      'do large import-all-stories!',
      'finish import-all-stories!',
      'read vote',
      'do vote',
    ]);
    expect(queue.busy).toBe(false);
  });

  it('carries out each further part of a large message a turn after the one before', async () => {
    const { queue, log } = turns();
    queue.take('import-all!!');
    queue.take('vote');
    await nextTurn();
    expect(log).toEqual(['read import-all!!', 'do large import-all!!']);
    await nextTurn();
    expect(log).toEqual(['read import-all!!', 'do large import-all!!', 'finish import-all!!']);
    expect(queue.busy).toBe(true);
    await nextTurn();
    expect(log).toEqual([
      'read import-all!!',
      'do large import-all!!',
      'finish import-all!!',
      'then import-all!!',
      'read vote',
      'do vote',
    ]);
    expect(queue.busy).toBe(false);
  });

  it('carries out every part of a large message begun even when stopped meanwhile', async () => {
    const { queue, log } = turns();
    queue.take('import-all!!');
    queue.take('vote');
    await nextTurn();
    queue.stop();
    await settle();
    expect(log).toEqual([
      'read import-all!!',
      'do large import-all!!',
      'finish import-all!!',
      'then import-all!!',
    ]);
  });

  it('finishes a large message carried out even when stopped meanwhile, and nothing after it', async () => {
    const { queue, log } = turns();
    queue.take('import-all-stories!');
    queue.take('vote');
    await nextTurn();
    queue.stop();
    await settle();
    expect(log).toEqual([
      'read import-all-stories!',
      'do large import-all-stories!',
      'finish import-all-stories!',
    ]);
  });

  it('throws an error of a part carried out at once to the caller', () => {
    const { queue } = turns({ failOn: 'vote' });
    expect(() => queue.take('vote')).toThrow('vote broke');
  });
});
