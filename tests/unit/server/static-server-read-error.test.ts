/**
 * A file that fails to open after its stat (removed, or its permissions changed, in
 * between) gets a 500 and the server keeps serving; it used to throw an unhandled
 * stream error and take the process down.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startStaticServer, type StaticServer } from '../../../server/static-server';

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  return {
    ...fs,
    createReadStream: (file: string) => {
      if (!file.endsWith('broken.png')) return fs.createReadStream(file);
      // As fs does when the open fails: an error instead of 'open'.
      const stream = new Readable({ read() {} });
      const error = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
      process.nextTick(() => stream.destroy(error));
      return stream;
    },
  };
});

let root: string;
let server: StaticServer;
beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'static-err-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(root, 'broken.png'), Buffer.from([1]));
  writeFileSync(path.join(root, 'fine.png'), Buffer.from([2]));
  server = await startStaticServer({ root });
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

it('answers 500 for a file it cannot open, then goes on serving', async () => {
  const broken = await fetch(`${server.origin}/broken.png`);
  expect(broken.status).toBe(500);
  expect(await broken.text()).toBe('Could not read the file');
  const fine = await fetch(`${server.origin}/fine.png`);
  expect(fine.status).toBe(200);
  expect([...new Uint8Array(await fine.arrayBuffer())]).toEqual([2]);
});
