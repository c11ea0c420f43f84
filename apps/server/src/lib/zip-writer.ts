import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

/** General purpose flags: bit 3, sizes and CRC follow the data; bit 11, names are UTF-8. */
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;
const MAX_32 = 0xffff_ffff;

type Entry = { name: Buffer; crc: number; compressed: number; size: number; offset: number };

function dosDateTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/**
 * A zip archive written straight to a stream, entry after entry, each deflated as it comes (sizes in
 * data descriptors, so nothing is held to be measured first). Every write waits for the output to
 * drain: a slow reader slows the producer instead of filling memory (the xlsx library we
 * used buffered the uncompressed sheet, ~170 MB for an export of 20,000 participations).
 */
export function createZipWriter(output: Writable, now = new Date()) {
  const entries: Entry[] = [];
  const stamp = dosDateTime(now);
  let offset = 0;

  const gone = () => new Error('the output closed before the archive was written');
  async function put(chunk: Buffer) {
    if (output.destroyed) throw gone();
    offset += chunk.length;
    if (output.write(chunk)) return;
    if (output.destroyed) throw gone();
    // 'close' too: a destroyed output never drains, and the producer must not wait for ever. The
    // signal takes the losing listener away (one per drain would pile up on the stream).
    const settled = new AbortController();
    try {
      await Promise.race([
        once(output, 'drain', { signal: settled.signal }),
        once(output, 'close', { signal: settled.signal }).then(() => {
          throw gone();
        }),
      ]);
    } finally {
      settled.abort();
    }
  }

  function localHeader(name: Buffer): Buffer {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(stamp.time, 10);
    header.writeUInt16LE(stamp.date, 12);
    // CRC and sizes (14-25) stay 0: the data descriptor carries them.
    header.writeUInt16LE(name.length, 26);
    return Buffer.concat([header, name]);
  }

  function dataDescriptor(entry: Entry): Buffer {
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    return descriptor;
  }

  function centralHeader(entry: Entry): Buffer {
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(VERSION, 6);
    header.writeUInt16LE(FLAGS, 8);
    header.writeUInt16LE(DEFLATE, 10);
    header.writeUInt16LE(stamp.time, 12);
    header.writeUInt16LE(stamp.date, 14);
    header.writeUInt32LE(entry.crc, 16);
    header.writeUInt32LE(entry.compressed, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(entry.name.length, 28);
    header.writeUInt32LE(entry.offset, 42);
    return Buffer.concat([header, entry.name]);
  }

  return {
    /** Writes one file of the archive from its text, as it is produced. */
    async entry(path: string, chunks: AsyncIterable<string> | Iterable<string>): Promise<void> {
      const entry: Entry = { name: Buffer.from(path, 'utf8'), crc: 0, compressed: 0, size: 0, offset };
      await put(localHeader(entry.name));
      const deflate = createDeflateRaw();
      const drained = (async () => {
        for await (const out of deflate as AsyncIterable<Buffer>) {
          entry.compressed += out.length;
          await put(out);
        }
      })();
      // Awaited below; handled here so that a failure while the producer waits is not "unhandled".
      drained.catch(() => {});
      try {
        for await (const text of chunks) {
          if (text.length === 0) continue;
          const bytes = Buffer.from(text, 'utf8');
          entry.crc = crc32(bytes, entry.crc);
          entry.size += bytes.length;
          if (!deflate.write(bytes)) await Promise.race([once(deflate, 'drain'), drained]);
        }
        deflate.end();
        await drained;
      } finally {
        deflate.destroy();
      }
      if (entry.size > MAX_32 || entry.compressed > MAX_32 || offset > MAX_32)
        throw new Error('a zip entry above 4 GiB needs zip64, which this writer does not write');
      await put(dataDescriptor(entry));
      entries.push(entry);
    },

    /** Writes the central directory; the output stays open (the caller ends it). */
    async finish(): Promise<void> {
      const start = offset;
      for (const entry of entries) await put(centralHeader(entry));
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(entries.length, 8);
      end.writeUInt16LE(entries.length, 10);
      end.writeUInt32LE(offset - start, 12);
      end.writeUInt32LE(start, 16);
      await put(end);
    },
  };
}
