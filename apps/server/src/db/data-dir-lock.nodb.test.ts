import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

describe('data directory lock', () => {
  it('holds our pid and is released on unlock', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const unlock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'app.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(existsSync(join(dir, 'app.lock'))).toBe(false);
  });

  it('refuses a second live process with a clear message', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const other = spawn('sleep', ['30']);
    try {
      writeFileSync(join(dir, 'app.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`is in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a dead process', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const dead = spawn('true');
    await new Promise((resolve) => dead.once('exit', resolve));
    writeFileSync(join(dir, 'app.lock'), String(dead.pid));
    const unlock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'app.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
  });
});
