import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';

const inflate = promisify(inflateRaw);

/** What an uploaded archive (an xlsx) may unpack to; a member book of 5000 rows is about 1 MB. */
export const ZIP_LIMITS = {
  /** Every entry's unpacked size added up. */
  expandedBytes: 20 * 1024 * 1024,
  /** Unpacked over packed, past which an entry is a bomb (spreadsheet XML packs about 10 to 1). */
  ratio: 200,
  entries: 1000,
};

export type ZipRefusal = 'unreadable' | 'expands';

type Entry = { method: number; packed: number; unpacked: number; offset: number; nameLength: number };

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** The end-of-central-directory record, searched backwards past a comment of up to 64 KB. */
function endOfDirectory(data: Buffer): number {
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at--) {
    if (data.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

function directoryOf(data: Buffer): Entry[] | ZipRefusal {
  const end = endOfDirectory(data);
  if (end < 0) return 'unreadable';
  const count = data.readUInt16LE(end + 10);
  const start = data.readUInt32LE(end + 16);
  // ZIP64 markers (0xffff entries, 0xffffffff offsets) mean an archive far past any member book.
  if (count === 0xffff || start === 0xffffffff) return 'expands';
  if (count > ZIP_LIMITS.entries) return 'expands';
  const entries: Entry[] = [];
  let at = start;
  for (let i = 0; i < count; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== DIRECTORY_ENTRY) return 'unreadable';
    const nameLength = data.readUInt16LE(at + 28);
    entries.push({
      method: data.readUInt16LE(at + 10),
      packed: data.readUInt32LE(at + 20),
      unpacked: data.readUInt32LE(at + 24),
      offset: data.readUInt32LE(at + 42),
      nameLength,
    });
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * Whether a zip archive may be unpacked: its central directory read before anything is inflated
 * (declared sizes added up against the cap, each entry's ratio, the number of entries), then every
 * entry inflated off the event loop with its output capped at the size it declared, so an archive
 * that lies in its directory is caught too. Null when it is safe; what is wrong otherwise.
 */
export async function checkZipBounds(data: Buffer): Promise<ZipRefusal | null> {
  const entries = directoryOf(data);
  if (typeof entries === 'string') return entries;
  let total = 0;
  for (const entry of entries) {
    if (entry.packed === 0xffffffff || entry.unpacked === 0xffffffff) return 'expands';
    total += entry.unpacked;
    if (total > ZIP_LIMITS.expandedBytes) return 'expands';
    if (entry.unpacked > 1024 * 1024 && entry.unpacked > entry.packed * ZIP_LIMITS.ratio) return 'expands';
  }
  for (const entry of entries) {
    const local = entry.offset;
    if (local + 30 > data.length || data.readUInt32LE(local) !== LOCAL_HEADER) return 'unreadable';
    const begin = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const packed = data.subarray(begin, begin + entry.packed);
    if (entry.method === 0) {
      if (entry.packed !== entry.unpacked) return 'unreadable';
      continue;
    }
    if (entry.method !== 8) return 'unreadable';
    try {
      // One byte over what it declared is enough to know it lied.
      const out = await inflate(packed, { maxOutputLength: Math.max(1, entry.unpacked + 1) });
      if (out.length !== entry.unpacked) return out.length > entry.unpacked ? 'expands' : 'unreadable';
    } catch (error) {
      return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'expands' : 'unreadable';
    }
  }
  return null;
}
