/**
 * The stores only the phone's joined view shows: the round's result summary (the same as
 * the wall's, from the room's cards) and the wall's look it is drawn in. Their code comes
 * with the joined view's chunk (ui/phone/PhoneJoined.tsx), so a phone that has just
 * scanned the code does not load it; the page's root (PhoneRoot) is given the means to
 * load it, creates them once this phone has joined, and starts and disposes them.
 */
import type { Deck } from '../../domain/deck';
import type { AppDeps } from '../common/deps';
import { Lifecycle, startInOrder } from '../common/lifecycle';
import { phoneRound, ResultStore, type PhoneRoundSource } from '../common/result-store';
import { WallLookStore } from './wall-look-store';

/** What the joined view's stores read of the page's root. */
export interface JoinedParts {
  roster: PhoneRoundSource;
  deck: () => Deck;
}

/** The joined view's stores of one phone page. */
export class JoinedStores {
  /** The result summary; no switch on the phone. */
  readonly result: ResultStore;
  /** The screen's colours, so the summary looks like the wall's. */
  readonly wallLook: WallLookStore;
  readonly #life = new Lifecycle();

  constructor(code: string, deps: AppDeps, parts: JoinedParts) {
    this.result = new ResultStore(() => phoneRound(parts.roster, parts.deck()));
    this.wallLook = new WallLookStore(code, deps);
  }

  start(): void {
    this.#life.start(() => startInOrder([this.wallLook]));
  }

  dispose(): void {
    this.#life.dispose();
  }
}

/** The class, as the joined view's chunk hands it to the root once loaded. */
export type JoinedStoresClass = typeof JoinedStores;
