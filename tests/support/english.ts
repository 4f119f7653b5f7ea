/** A message a store keeps, as an English reader sees it (the catalogue's source text). */
import { Translator, type Message } from '../../renderer/i18n/translate';

const english = new Translator('en', null);

export function inEnglish(message: Message | null | undefined): string | null {
  return message ? english.message(message) : null;
}
