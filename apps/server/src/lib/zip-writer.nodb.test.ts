import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { createZipWriter } from './zip-writer.ts';

async function collect(write: (output: PassThrough) => Promise<void>): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await write(output);
  return Buffer.concat(chunks);
}

describe('zip writer', () => {
  it('writes entries that zip tools and JSZip read back, names in UTF-8', async () => {
    const big = 'Ação, 北京 & <ok>\n'.repeat(50_000);
    const data = await collect(async (output) => {
      const zip = createZipWriter(output);
      await zip.entry('a.txt', ['hello ', 'world']);
      await zip.entry(
        'dir/ünïcode.xml',
        (async function* () {
          for (let i = 0; i < 10; i += 1) yield big.slice(i * 90_000, (i + 1) * 90_000);
          yield big.slice(900_000);
        })(),
      );
      await zip.entry('empty.txt', []);
      await zip.finish();
    });
    const archive = await JSZip.loadAsync(data);
    expect(Object.keys(archive.files).sort()).toEqual(['a.txt', 'dir/ünïcode.xml', 'empty.txt']);
    expect(await archive.file('a.txt')?.async('string')).toBe('hello world');
    expect(await archive.file('dir/ünïcode.xml')?.async('string')).toBe(big);
    expect(await archive.file('empty.txt')?.async('string')).toBe('');
    // Info-ZIP checks every CRC and size against the data descriptors and the central directory.
    const dir = mkdtempSync(join(tmpdir(), 'zip-writer-'));
    try {
      writeFileSync(join(dir, 'test.zip'), data);
      expect(execFileSync('unzip', ['-t', join(dir, 'test.zip')], { encoding: 'utf8' })).toMatch(
        /No errors detected/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads no further than the reader takes: a stalled reader stops the producer', async () => {
    const held: (() => void)[] = [];
    // A reader that takes one chunk and then waits to be told to go on.
    const output = new Writable({
      highWaterMark: 16 * 1024,
      write(_chunk, _encoding, callback) {
        held.push(callback);
      },
    });
    let pulled = 0;
    const zip = createZipWriter(output);
    const random = (n: number) => Array.from({ length: n }, () => Math.random().toString(36)).join('');
    const writing = zip.entry(
      'rows.xml',
      (async function* () {
        for (let i = 0; i < 2_000; i += 1) {
          pulled += 1;
          yield random(2_000); // ~20 KB that does not compress away
        }
      })(),
    );
    // zlib works on the thread pool, so a busy machine needs wall-clock time, not a count of
    // ticks: wait until the producer has pulled nothing new for 200 ms (or 10 s have passed).
    const stalledAt = await settled(() => pulled);
    // Stalled: only what fills the buffers of the chain (the output, zlib) was produced.
    expect(stalledAt).toBeGreaterThan(0);
    expect(stalledAt).toBeLessThan(40);
    await sleep(200);
    expect(pulled).toBe(stalledAt);
    // Let the reader go: the rest flows and the entry completes.
    const release = setInterval(() => {
      for (const callback of held.splice(0)) callback();
    }, 1);
    try {
      await writing;
      await zip.finish();
    } finally {
      clearInterval(release);
    }
    expect(pulled).toBe(2_000);
  });

  it('fails instead of waiting for ever when the reader goes away', async () => {
    const output = new Writable({ highWaterMark: 1024, write() {} });
    const zip = createZipWriter(output);
    const writing = zip.entry(
      'rows.xml',
      (async function* () {
        for (;;) yield Math.random().toString(36).repeat(500);
      })(),
    );
    for (let i = 0; i < 20; i += 1) await setImmediate();
    output.destroy();
    await expect(writing).rejects.toThrow();
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The value once it has not changed for 200 ms, looking for at most 10 s. */
async function settled(read: () => number): Promise<number> {
  let last = read();
  let quietSince = Date.now();
  const started = Date.now();
  while (Date.now() - quietSince < 200 && Date.now() - started < 10_000) {
    await sleep(20);
    const now = read();
    if (now !== last) {
      last = now;
      quietSince = Date.now();
    }
  }
  return last;
}
