/** What the security rules made of one write or read, for the rules tests. */
export type Outcome = 'allowed' | 'denied';

/** Runs `write` and tells whether the rules let it through; any other failure is thrown. */
export async function attempt(write: () => Promise<unknown>): Promise<Outcome> {
  try {
    await write();
    return 'allowed';
  } catch (error) {
    // Writes reject with code PERMISSION_DENIED; get() rejects with the server's message.
    const text = `${String((error as { code?: unknown }).code)} ${String(error)}`;
    if (/PERMISSION_DENIED|permission denied/i.test(text)) return 'denied';
    throw error;
  }
}
