/**
 * The phone's join form: the screen-code field (name and picture drafts are the
 * identity's), its message, and the button that joins this screen or moves to the
 * typed one.
 */
import { makeAutoObservable, observableRef } from 'mobx';
import { screenCodeFromInput, votePath } from '../../../shared/route';
import { VOTE_SESSION_KEYS } from '../../domain/storage-keys';
import { phoneText } from '../../i18n/en/phone';
import { message, type Message } from '../../i18n/translate';
import { putItem, type AppDeps } from '../common/deps';
import type { IdentityStore } from './identity-store';
import type { ParticipationStore } from './participation-store';

/** Messages of the screen-code field. */
export const VOTE_MESSAGES = {
  codeRequired: message(phoneText, 'codeRequired'),
} as const;

/** Options of {@link JoinFormStore}. */
export interface JoinFormOptions {
  /** Moves the app to another path (joining another screen). */
  navigate: (path: string) => void;
}

/** The join form of one phone page. */
export class JoinFormStore {
  /** What the screen-code field shows. */
  codeDraft: string;
  /** Message under the screen-code field, or null. */
  codeError: Message | null = null;

  readonly #code: string;
  readonly #deps: AppDeps;
  readonly #identity: IdentityStore;
  readonly #participation: ParticipationStore;
  readonly #navigate: (path: string) => void;

  constructor(
    code: string,
    deps: AppDeps,
    parts: { identity: IdentityStore; participation: ParticipationStore },
    options: JoinFormOptions,
  ) {
    this.#code = code;
    this.#deps = deps;
    this.#identity = parts.identity;
    this.#participation = parts.participation;
    this.#navigate = options.navigate;
    this.codeDraft = code;
    // The message is a shared constant: kept as it is, not copied into an observable.
    makeAutoObservable(this, { codeError: observableRef }, { autoBind: true });
  }

  setCodeDraft(text: string): void {
    this.codeDraft = text;
    this.codeError = null;
  }

  /**
   * The form's button: validates name, picture and code; joins this screen, or moves
   * to the typed one (which then joins by itself).
   *
   * @returns true when the page joined or moved
   */
  submit(): boolean {
    const target = screenCodeFromInput(this.codeDraft);
    const profileOk = this.#identity.saveProfile();
    if (target === null) {
      this.codeError = VOTE_MESSAGES.codeRequired;
      return false;
    }
    if (!profileOk) return false;
    if (target !== this.#code) {
      putItem(this.#deps.sessionStorage, VOTE_SESSION_KEYS.joinedCode, target);
      this.#navigate(votePath(target));
      return true;
    }
    this.#participation.join();
    return true;
  }
}
