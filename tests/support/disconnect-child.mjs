/**
 * A participant in a process of its own, for the conformance test that kills
 * it: connects with the official SDK, arms `onDisconnect().remove()` on its
 * record, writes the record, prints "ready" and waits to be killed.
 *
 * Usage: node disconnect-child.mjs <host:port> <namespace> <code> <userId>
 */
import { initializeApp } from 'firebase/app';
import {
  connectDatabaseEmulator,
  getDatabase,
  onDisconnect,
  ref,
  serverTimestamp,
  set,
} from 'firebase/database';

const [hostPort, namespace, code, userId] = process.argv.slice(2);
if (!hostPort || !namespace || !code || !userId) {
  console.error('usage: disconnect-child.mjs <host:port> <namespace> <code> <userId>');
  process.exit(2);
}
const i = hostPort.lastIndexOf(':');
const app = initializeApp({
  databaseURL: `http://${hostPort}?ns=${namespace}`,
  projectId: namespace,
});
const db = getDatabase(app);
connectDatabaseEmulator(db, hostPort.slice(0, i), Number(hostPort.slice(i + 1)));
const own = ref(db, `screens/${code}/${userId}`);
await onDisconnect(own).remove();
await set(own, {
  userId,
  userName: 'Child process',
  selected: '-',
  showCard: false,
  round: 0,
  lastUpdate: serverTimestamp(),
});
process.stdout.write('ready\n');
// Stay connected until killed.
setInterval(() => undefined, 60_000);
