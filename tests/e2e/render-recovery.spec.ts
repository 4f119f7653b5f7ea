/**
 * A render error does not leave the wall blank: it shows a short message and
 * the page reloads by itself a few seconds later, back to the cards.
 */
import { expect, participantCard, test } from './fixtures';

test('a render error shows a message and the wall reloads by itself', async ({
  page,
  app,
  writer,
  code,
}) => {
  // The error boundary logs the error it caught; that is expected here.
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await writer.join(code, { userId: 'first', userName: 'First One' });
  await page.goto(app.screenUrl(code));
  await expect(participantCard(page, 'first')).toContainText('First One');

  // Break React's next DOM change once, from outside: the next card makes rendering fail.
  await page.evaluate(() => {
    const original = Node.prototype.insertBefore;
    let armed = true;
    Node.prototype.insertBefore = function <T extends Node>(
      this: Node,
      node: T,
      child: Node | null,
    ): T {
      if (armed && node instanceof HTMLElement && node.dataset.testid === 'participant-card') {
        armed = false;
        throw new Error('injected render failure');
      }
      return original.call(this, node, child) as T;
    };
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      return Node.prototype.insertBefore.call(this, node, null) as T;
    };
  });
  await writer.join(code, { userId: 'second', userName: 'Second One' });

  await expect(page.getByRole('alert')).toContainText('Something went wrong.');
  await expect(page.getByRole('alert')).toContainText(/Reloading in \d+ s/);
  // Reloaded by itself (first delay 5 s): both cards, no message.
  await expect(participantCard(page, 'second')).toContainText('Second One', { timeout: 15_000 });
  await expect(participantCard(page, 'first')).toContainText('First One');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});
