/**
 * What a person did on the prerendered page (vote.html) before the page's code ran.
 * The browser keeps what was typed in the fields; the boot script (renderer/boot.js)
 * keeps a Join pressed meanwhile (the form's submit) instead of letting the browser
 * send the form, and shows 'Starting…' on the button. On a reload after joining it
 * keeps the card tapped in the card grid the HTML shows. The page takes them over once
 * its own stores show: a tap is never lost.
 */

/** What the boot script keeps on `window.storyPointEarly`. */
export interface EarlyStart {
  /** Join was pressed (or Enter in a field) before the page was ready. */
  join: boolean;
  /** The page handles the form itself now: the boot script keeps nothing more. */
  ready: boolean;
  /** The card last tapped in the HTML's card grid (a reload after joining), '' for none. */
  card?: string;
}

declare global {
  interface Window {
    storyPointEarly?: EarlyStart;
  }
}

/** The id of the join form, where the typed fields are read from. */
export const JOIN_FORM_ID = 'vote-join-form';

/** The class the boot script puts on `<html>` while it keeps a Join. */
export const JOINING_CLASS = 'boot-joining';

/** The join form's fields (by their `name` attributes): three texts and the watch box. */
export interface JoinFields {
  name: string;
  picture: string;
  code: string;
  /** 'Watch without voting' is ticked. */
  watch: boolean;
}

const FIELDS: readonly (keyof JoinFields)[] = ['name', 'picture', 'code', 'watch'];

/**
 * The fields a person changed before the page's code ran: those whose value is no longer
 * the one the page was prerendered with.
 */
export function typedFields(now: JoinFields, prerendered: JoinFields): Partial<JoinFields> {
  const typed: Partial<JoinFields> = {};
  for (const field of FIELDS) {
    if (now[field] !== prerendered[field]) Object.assign(typed, { [field]: now[field] });
  }
  return typed;
}

/** The join form's fields as the page holds them now; null without that form. */
export function readJoinFields(form: HTMLElement | null): JoinFields | null {
  if (!(form instanceof HTMLFormElement)) return null;
  const input = (field: keyof JoinFields) => {
    const element = form.elements.namedItem(field);
    return element instanceof HTMLInputElement ? element : null;
  };
  return {
    name: input('name')?.value ?? '',
    picture: input('picture')?.value ?? '',
    code: input('code')?.value ?? '',
    watch: input('watch')?.checked ?? false,
  };
}

/**
 * Ends the boot script's keeping (from now on the page handles Join itself) and says
 * whether a Join was pressed meanwhile.
 */
export function takeEarlyJoin(win: Pick<Window, 'storyPointEarly' | 'document'> = window): boolean {
  const early = win.storyPointEarly;
  if (!early || early.ready) return false;
  early.ready = true;
  win.document.documentElement.classList.remove(JOINING_CLASS);
  return early.join;
}

/**
 * The card tapped in the HTML's card grid before the page's own grid showed, '' for
 * none (and in the build's prerender, which has no window). Read, not taken: React may
 * render a component twice before it mounts.
 */
export function peekEarlyCard(
  win: Pick<Window, 'storyPointEarly'> | undefined = globalThis.window,
): string {
  return win?.storyPointEarly?.card ?? '';
}

/** The kept card is carried out or dropped: nothing is kept any more. */
export function clearEarlyCard(win: Pick<Window, 'storyPointEarly'> = window): void {
  const early = win.storyPointEarly;
  if (early) early.card = '';
}
