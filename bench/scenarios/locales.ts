/**
 * Languages: what each language costs a page, and that English costs nothing more.
 * A phone whose browser asks for a language opens `/{code}/vote` (new context, cache
 * disabled) until its join form shows in that language and the network is idle; the
 * scripts it loaded beyond what the English phone loaded are that language's chunk
 * (bytes and gzip -9). The English phone and wall are loaded the same way: their
 * JavaScript is compared with the committed run of this bench (bench/results/latest.json),
 * measured the same way, and neither may load any language's chunk.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { votePath } from '../../shared/route';
import { en } from '../../renderer/i18n/en';
import { loadMessages } from '../../renderer/i18n/load';
import { LOCALES, type LocaleCode } from '../../shared/locales';
import { makeParticipants, sleep, type BenchEnv } from '../env';
import { fmtKb, type Row, type Scenario, type ScenarioResult } from '../scenario';

interface Script {
  url: string;
  bytes: number;
  gzip: number;
}

/** Scripts a page loads from now on (deduplicated by URL once read). */
function recordScripts(page: Page): () => Promise<Script[]> {
  const pending: Promise<Script | null>[] = [];
  page.on('response', (r: Response) => {
    if (r.request().resourceType() !== 'script') return;
    pending.push(
      r
        .body()
        .then((body) => ({
          url: new URL(r.url()).pathname,
          bytes: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        }))
        .catch(() => null),
    );
  });
  return async () => {
    const all = (await Promise.all(pending)).filter((s): s is Script => s !== null);
    return [...new Map(all.map((s) => [s.url, s])).values()];
  };
}

const total = (scripts: readonly Script[], key: 'bytes' | 'gzip') =>
  scripts.reduce((n, s) => n + s[key], 0);

/** The join form's title in `code`, as the page must show it. */
async function joinTitle(code: LocaleCode): Promise<string> {
  const messages = await loadMessages(code);
  return (messages?.phone?.joinTitle as string | undefined) ?? en.phone.joinTitle;
}

/** What the committed run of this bench found (bench/results/latest.json). */
interface CommittedLocales {
  englishPhone?: { gzip?: unknown };
  englishWall?: { gzip?: unknown };
  measured?: { revision?: unknown };
}

/** The committed run of this bench, or null when there is none. */
function committedRun(): CommittedLocales | null {
  try {
    const file = path.resolve('bench/results/latest.json');
    const run = JSON.parse(readFileSync(file, 'utf8')) as {
      revision?: unknown;
      results?: { locales?: CommittedLocales };
    };
    const locales = run.results?.locales;
    if (!locales) return null;
    // Older files name the revision once for all results.
    return locales.measured ? locales : { ...locales, measured: { revision: run.revision } };
  } catch {
    return null;
  }
}

const asNumber = (value: unknown): number | null => (typeof value === 'number' ? value : null);

export const locales: Scenario = {
  name: 'locales',
  async run(env: BenchEnv): Promise<ScenarioResult> {
    const code = `bench-locales-${Date.now().toString(36)}`;
    const writers = env.participants(code, 1);
    await Promise.all(makeParticipants(3).map((p) => writers.join({ ...p, value: '5' })));
    // Read before this run replaces latest.json.
    const committed = committedRun();
    const refPhoneGzip = asNumber(committed?.englishPhone?.gzip);
    const refWallGzip = asNumber(committed?.englishWall?.gzip);
    const refRevision =
      typeof committed?.measured?.revision === 'string' ? committed.measured.revision : '?';

    /** The phone's first page in `locale`: the scripts loaded until its join form shows. */
    const phone = async (locale: LocaleCode): Promise<Script[]> => {
      const context = await env.browser.newContext({
        locale,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const scripts = recordScripts(page);
      await page.goto(env.server.origin + votePath(code));
      await page.getByRole('heading', { name: await joinTitle(locale) }).waitFor();
      const loaded = await scripts();
      await context.close();
      return loaded;
    };

    const english = await phone('en');
    const englishUrls = new Set(english.map((s) => s.url));
    const chunks: Record<string, { files: string[]; bytes: number; gzip: number }> = {};
    for (const { code: locale } of LOCALES) {
      if (locale === 'en') continue;
      const extra = (await phone(locale)).filter((s) => !englishUrls.has(s.url));
      chunks[locale] = {
        files: extra.map((s) => s.url.replace(/^.*\//, '')),
        bytes: total(extra, 'bytes'),
        gzip: total(extra, 'gzip'),
      };
    }
    const chunkFiles = new Set(Object.values(chunks).flatMap((c) => c.files));

    // The English wall: whatever it loads in its first 3 s, cards painted.
    const { context, page } = await env.newPage({ cacheDisabled: true });
    const wallScripts = recordScripts(page);
    await page.goto(env.screenUrl(code));
    await page.getByTestId('participant-card').first().waitFor();
    await sleep(3_000);
    const wall = await wallScripts();
    await context.close();
    await writers.close();

    const catalogueIn = (scripts: readonly Script[]) =>
      scripts.map((s) => s.url.replace(/^.*\//, '')).filter((f) => chunkFiles.has(f));
    const englishPhone = { bytes: total(english, 'bytes'), gzip: total(english, 'gzip') };
    const englishWall = { bytes: total(wall, 'bytes'), gzip: total(wall, 'gzip') };
    const delta = (now: number, ref: number | null) =>
      ref === null
        ? 'no reference'
        : `${now - ref >= 0 ? '+' : ''}${fmtKb(now - ref)} vs ${refRevision}`;

    const rows: Row[] = [
      ...Object.entries(chunks).map(([locale, c]) => ({
        metric: `${locale} chunk gzip (raw)`,
        value: `${fmtKb(c.gzip)} (${fmtKb(c.bytes)})`,
      })),
      {
        metric: 'English phone JS (join form, database SDK), gzip',
        value: `${fmtKb(englishPhone.gzip)} (${delta(englishPhone.gzip, refPhoneGzip)})`,
        target: 'no growth',
      },
      {
        metric: 'English wall JS in its first 3 s, gzip',
        value: `${fmtKb(englishWall.gzip)} (${delta(englishWall.gzip, refWallGzip)})`,
        target: 'no growth',
      },
      {
        metric: 'language chunks loaded by the English phone and wall',
        value: String(catalogueIn(english).length + catalogueIn(wall).length),
        target: '0',
      },
    ];
    return {
      figures: {
        chunks,
        englishPhone: { ...englishPhone, referenceGzip: refPhoneGzip, scripts: english },
        englishWall: { ...englishWall, referenceGzip: refWallGzip, scripts: wall },
        catalogueChunksLoadedInEnglish: [...catalogueIn(english), ...catalogueIn(wall)],
      },
      rows,
      notes: [
        `locales: a phone per language (browser locale set, cache disabled, no throttling) until its join form shows in that language; a language's chunk is what it loaded beyond the English phone (${Object.entries(
          chunks,
        )
          .map(([l, c]) => `${l}: ${c.files.join('+')}`)
          .join(
            ', ',
          )}); the references are the English phone and wall of the committed run of this bench (${refRevision}); between it and now lies whatever else landed, so the language chunks' absence from the English pages is the figure that speaks for languages alone.`,
      ],
    };
  },
};
