/**
 * The kept rounds (`sessions/{code}/history`, `sessions/{code}/lastRound`): listened to,
 * kept once however many devices try, and deleted one by one.
 */
import {
  get,
  ref,
  remove,
  runTransaction,
  serverTimestamp,
  set,
  type Database,
} from 'firebase/database';
import {
  historyEntryValue,
  newestKeptSeq,
  nextHead,
  parseHead,
  parseHistoryEntry,
  slotFor,
  type HistoryRound,
} from '../../domain/history';
import { historyEntryPath, historyPath, lastRoundPath } from '../../../shared/data-paths';
import type { DatabaseGateway } from '../gateway';
import { childrenOf, listenChildren } from './listen';

/** The gateway's listen, keep and delete of the kept rounds. */
export function historyAccess(
  database: Database,
): Pick<DatabaseGateway, 'onHistory' | 'keepRound' | 'deleteHistoryEntry'> {
  const read = async (path: string) => get(ref(database, path));

  /**
   * The newest kept round's number, so a head that does not match the kept rounds is
   * repaired. Usually the head's own slot holds the head's round (two small reads);
   * otherwise every kept round is read.
   */
  async function newestKept(code: string): Promise<number | null> {
    const head = parseHead((await read(lastRoundPath(code))).val());
    if (head) {
      const slot = slotFor(head.seq);
      const atHead = parseHistoryEntry(slot, (await read(historyEntryPath(code, slot))).val());
      if (atHead?.seq === head.seq) return head.seq;
    }
    return newestKeptSeq(childrenOf(await read(historyPath(code))));
  }

  async function keepRound(code: string, fingerprint: string, round: HistoryRound) {
    const newest = await newestKept(code);
    let claimed: number | null = null;
    const result = await runTransaction(
      ref(database, lastRoundPath(code)),
      (current: unknown) => {
        const head = nextHead(current, fingerprint, newest);
        claimed = head?.seq ?? null;
        // undefined aborts: another device kept this round already.
        return head ?? undefined;
      },
      { applyLocally: false },
    );
    if (!result.committed || claimed === null) return false;
    await set(
      ref(database, historyEntryPath(code, slotFor(claimed))),
      historyEntryValue(round, claimed, serverTimestamp()),
    );
    return true;
  }

  return {
    onHistory: (code, cb) => listenChildren(ref(database, historyPath(code)), cb),
    keepRound,
    deleteHistoryEntry: (code, id) => remove(ref(database, historyEntryPath(code, id))),
  };
}
