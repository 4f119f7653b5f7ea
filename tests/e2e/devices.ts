/**
 * Walls and phones for the end-to-end specs, each in a browser context of its own (as
 * separate devices are): the one way every multi-device spec opens them. The `devices`
 * fixture (tests/e2e/fixtures.ts) closes what a test opened after it.
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** A wall screen as the meeting room's display shows it. */
export const WALL_VIEWPORT = { width: 1920, height: 1080 };
/** A phone in portrait. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** What the join form and the header say (a catalogue's `phone` part). */
export interface JoinWords {
  yourName: string;
  join: string;
  leave: string;
}

const JOIN_WORDS: JoinWords = { yourName: 'Your name', join: 'Join', leave: 'Leave' };

/** Where the pages of a screen code are served. */
export interface PageUrls {
  screenUrl(code: string): string;
  voteUrl(code: string): string;
}

/** What a spec may change about a device. */
export interface DeviceOptions {
  viewport?: { width: number; height: number };
  /** The browser's language ('de', 'ar'): the page speaks it from its first paint. */
  locale?: string;
  /** axe-core is injected into the pages it checks, which their CSP forbids (see axe.ts). */
  bypassCSP?: boolean;
  /** Runs on the new page before it loads anything (to watch it from its first script). */
  prepare?: (page: Page) => Promise<unknown>;
}

/** Opens walls and phones; {@link Devices.close} closes every one of them. */
export class Devices {
  readonly #browser: Browser;
  readonly #urls: PageUrls;
  readonly #opened: BrowserContext[] = [];

  constructor(browser: Browser, urls: PageUrls) {
    this.#browser = browser;
    this.#urls = urls;
  }

  /** The wall of `code`, once its story band ('Session', in its language) is there. */
  async wall(
    code: string,
    { band = 'Session', ...options }: DeviceOptions & { band?: string } = {},
  ): Promise<Page> {
    const page = await this.#page({ viewport: WALL_VIEWPORT, ...options });
    await page.goto(this.#urls.screenUrl(code));
    await expect(page.getByRole('region', { name: band })).toBeVisible();
    return page;
  }

  /** A phone of `code` that joined as `name` through the form (in `words`' language). */
  async phone(
    code: string,
    name: string,
    { words = JOIN_WORDS, ...options }: DeviceOptions & { words?: JoinWords } = {},
  ): Promise<Page> {
    const page = await this.#page({
      viewport: PHONE_VIEWPORT,
      hasTouch: true,
      isMobile: true,
      ...options,
    });
    await page.goto(this.#urls.voteUrl(code));
    await page.getByLabel(words.yourName).fill(name);
    await page.getByRole('button', { name: words.join }).click();
    await expect(page.getByRole('button', { name: words.leave })).toBeVisible();
    return page;
  }

  /** The phones of `names`, each joined as one of them, side by side. */
  async phones(code: string, names: readonly string[]): Promise<Page[]> {
    return Promise.all(names.map((name) => this.phone(code, name)));
  }

  /** Closes every device opened (a page already gone is no failure). */
  async close(): Promise<void> {
    await Promise.all(this.#opened.splice(0).map((c) => c.close().catch(() => undefined)));
  }

  async #page({
    prepare,
    ...options
  }: Parameters<Browser['newContext']>[0] & Pick<DeviceOptions, 'prepare'>): Promise<Page> {
    const context = await this.#browser.newContext({ acceptDownloads: true, ...options });
    this.#opened.push(context);
    const page = await context.newPage();
    await prepare?.(page);
    return page;
  }
}
