/**
 * The session around the rounds of one screen code, shared by the wall and the phones
 * (`sessions/{code}/...`, docs/data-contract.md, The session and The backlog): the story,
 * the backlog and the stories sized so far, the session timer, the history, the recorder that
 * keeps each revealed round and Next story. Created together by the page's root, started
 * by its start() and ended by its dispose(); the round number is the page root's.
 */
import { BacklogStore } from './backlog-store';
import type { SuggestRule } from '../../domain/result-summary';
import type { AppDeps } from '../common/deps';
import { SessionTimerStore } from './session-timer-store';
import { HistoryStore } from './history-store';
import { NextStoryControl } from './next-story-control';
import { ReferenceBoardStore } from './reference-board-store';
import { RoundRecorder, type RoundSource } from './round-recorder';
import { Lifecycle, startInOrder, type LifecyclePart } from '../common/lifecycle';
import type { RoundNumberStore } from '../common/round-number-store';
import { roundStory } from './round-story';
import { StoryStore } from './story-store';

/** Options of {@link SessionRoot}. */
export interface SessionOptions {
  /**
   * The round as this device sees it, read inside a MobX reaction. Without it the round
   * is never revealed: the session keeps no rounds and offers no Next story (the build's
   * prerender shows only story, timer and history).
   */
  round?: () => RoundSource;
  /** How long a round must stay revealed before this device keeps it. */
  recordDelayMs?: number;
  /** Minutes east of UTC at a given time, for the export's time column. */
  timeZoneOffset?: (ms: number) => number;
  /** The page's round number (one listener per page), started and disposed by the page's root. */
  roundNumber: RoundNumberStore;
  /** New round's writes after Next story moved the round number on (the page's own). */
  movedOn?: () => void;
  /** The room's 'Suggested card' rule, for the card Next story saves; 'closest' when absent. */
  suggestedCard?: () => SuggestRule;
}

/** A round no one is in: never revealed. */
const NO_ROUND: RoundSource = { participants: [], blockedIds: new Set() };

/**
 * Story, backlog, session timer, history and recorder of one screen code. They listen from
 * {@link SessionRoot.start} to {@link SessionRoot.dispose}.
 */
export class SessionRoot {
  readonly code: string;
  /** The free-text story, shown while no backlog story is current. */
  readonly story: StoryStore;
  /** The stories imported to be estimated one by one. */
  readonly backlog: BacklogStore;
  /** The stories sized so far, by estimate (the wall's M, a phone's 'Sized so far'). */
  readonly referenceBoard: ReferenceBoardStore;
  readonly sessionTimer: SessionTimerStore;
  readonly history: HistoryStore;
  /** Keeps revealed rounds. */
  readonly roundRecorder: RoundRecorder;
  /** 'Next story' after a reveal. */
  readonly nextStoryControl: NextStoryControl;
  /** The page's, shared with presence: its root starts and disposes it. */
  readonly roundNumber: RoundNumberStore;
  /** Started in this order, disposed in reverse. */
  readonly #parts: readonly LifecyclePart[];
  readonly #life = new Lifecycle();

  constructor(code: string, deps: AppDeps, options: SessionOptions) {
    this.code = code;
    this.roundNumber = options.roundNumber;
    this.story = new StoryStore(code, deps);
    this.backlog = new BacklogStore(code, deps);
    this.referenceBoard = new ReferenceBoardStore(this.backlog);
    this.sessionTimer = new SessionTimerStore(code, deps);
    this.history = new HistoryStore(code, deps, { timeZoneOffset: options.timeZoneOffset });
    const { round = () => NO_ROUND, suggestedCard } = options;
    const recorder = new RoundRecorder(
      code,
      deps,
      { round, story: roundStory(this.story, this.backlog), roundNumber: this.roundNumber },
      options.recordDelayMs,
    );
    this.roundRecorder = recorder;
    this.nextStoryControl = new NextStoryControl(code, deps, {
      place: () => this.backlog.place,
      stories: () => this.backlog.stories,
      revealed: () => recorder.revealed?.round ?? null,
      roundNumber: this.roundNumber,
      movedOn: options.movedOn ?? (() => undefined),
      rule: () => suggestedCard?.() ?? 'closest',
      deck: () => round().deck,
    });
    this.#parts = [
      this.story,
      this.backlog,
      this.referenceBoard,
      this.sessionTimer,
      this.history,
      this.roundRecorder,
    ];
  }

  /** Starts every listener. */
  start(): void {
    this.#life.start(() => startInOrder(this.#parts));
  }

  /** Stops every listener and timer; {@link start} starts them again. */
  dispose(): void {
    this.#life.dispose();
  }
}
