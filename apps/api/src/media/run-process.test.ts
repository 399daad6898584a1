import { describe, expect, it } from 'vitest';
import { mediaBinaries } from './binaries';
import { ProcessFailedError, runProcess } from './run-process';

describe('runProcess', () => {
  it('returns what the program wrote to stdout', async () => {
    const out = await runProcess(mediaBinaries().ffprobe, ['-v', 'error', '-version'], { timeoutMs: 10_000 });
    expect(out.toString()).toMatch(/^ffprobe version/);
  });

  it('fails with the end of stderr when the program fails', async () => {
    const error = await runProcess(mediaBinaries().ffprobe, ['-v', 'error', '/no/such/file.mp4'], { timeoutMs: 10_000 }).catch((e) => e);
    expect(error).toBeInstanceOf(ProcessFailedError);
    expect(error.exitCode).toBe(1);
    expect(error.stderrTail).toContain('No such file or directory');
  });

  it('kills a program that runs past its time limit', async () => {
    const started = Date.now();
    const endless = ['-v', 'error', '-nostdin', '-re', '-f', 'lavfi', '-i', 'color=size=16x16:rate=5', '-f', 'null', '-'];
    const error = await runProcess(mediaBinaries().ffmpeg, endless, { timeoutMs: 300 }).catch((e) => e);
    expect(error).toBeInstanceOf(ProcessFailedError);
    expect(error.message).toContain('timed out after 300 ms');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('stops a program that writes more than it may', async () => {
    const flood = ['-v', 'error', '-nostdin', '-f', 'lavfi', '-i', 'color=size=640x480:rate=25', '-t', '10', '-f', 'rawvideo', 'pipe:1'];
    const error = await runProcess(mediaBinaries().ffmpeg, flood, { timeoutMs: 10_000, maxStdoutBytes: 1_000_000 }).catch((e) => e);
    expect(error).toBeInstanceOf(ProcessFailedError);
    expect(error.message).toContain('wrote more than 1000000 bytes');
  });

  it('reports a program that cannot be started', async () => {
    await expect(runProcess('/no/such/binary', [], { timeoutMs: 1_000 })).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
