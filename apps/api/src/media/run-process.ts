import { spawn } from 'node:child_process';

export class ProcessFailedError extends Error {
  constructor(
    readonly command: string,
    readonly exitCode: number | null,
    readonly stderrTail: string,
  ) {
    super(`${command} failed (exit ${exitCode ?? 'killed'}): ${stderrTail.trim().split('\n').slice(-3).join(' | ')}`);
    this.name = 'ProcessFailedError';
  }
}

const STDERR_TAIL_BYTES = 8192;

/**
 * Runs a binary with an argument array (no shell, so file names are never interpreted) and resolves with its stdout.
 * Only small outputs (ffprobe JSON, one raw frame) are collected (`onStdout` takes a running stream, such as ffmpeg's
 * progress, instead); stderr keeps its tail, which is where ffmpeg says
 * what went wrong. The child is killed when it outlives the timeout, so a hostile file cannot hang a worker.
 */
export function runProcess(
  command: string,
  args: readonly string[],
  options: { timeoutMs: number; maxStdoutBytes?: number; onStdout?: (chunk: Buffer) => void },
): Promise<Buffer> {
  const maxStdoutBytes = options.maxStdoutBytes ?? 16 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let failure: Error | undefined;

    const timer = setTimeout(() => {
      failure = new ProcessFailedError(command, null, `timed out after ${options.timeoutMs} ms\n${stderr}`);
      child.kill('SIGKILL');
    }, options.timeoutMs);

    child.stdout.on('data', (chunk: Buffer) => {
      if (options.onStdout) {
        options.onStdout(chunk);
        return;
      }
      stdoutBytes += chunk.length;
      if (stdoutBytes > maxStdoutBytes) {
        failure ??= new ProcessFailedError(command, null, `wrote more than ${maxStdoutBytes} bytes to stdout`);
        child.kill('SIGKILL');
        return;
      }
      stdout.push(chunk);
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_BYTES);
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    // A binary that cannot start (missing, not executable) reports only 'error'; one that ran reports 'close'.
    child.on('error', (error) => settle(() => reject(failure ?? error)));
    child.on('close', (code) =>
      settle(() => {
        if (failure) reject(failure);
        else if (code !== 0) reject(new ProcessFailedError(command, code, stderr));
        else resolve(Buffer.concat(stdout));
      }),
    );
  });
}
