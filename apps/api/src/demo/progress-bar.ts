/** Where progress is written: a terminal (isTTY) gets a bar redrawn in place, a log gets lines. */
export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface ProgressOptions {
  stream?: ProgressStream;
  now?: () => number;
  /** How often a log gets a line, whatever the number of items done in between. */
  logEveryMs?: number;
}

const BAR_WIDTH = 30;
const REDRAW_MS = 200;

/** 75 -> "1:15", 3700 -> "1:01:40". */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * Progress over items of a few kinds that cost very different times (a video takes many times an image). Each kind's
 * cost is learned from its finished items, so the time left counts the videos still to come at a video's cost, not at
 * the average of the images done so far. A kind with nothing finished yet is guessed at the dearest cost seen.
 *
 * Returns `finished(kind, ms)`, called as each item completes with how long it took.
 */
export function progressBar(label: string, plan: Record<string, number>, options: ProgressOptions = {}) {
  const stream = options.stream ?? process.stdout;
  const now = options.now ?? Date.now;
  const logEveryMs = options.logEveryMs ?? 10_000;
  const total = Object.values(plan).reduce((sum, count) => sum + count, 0);
  const started = now();
  const doneOf = new Map<string, number>();
  const spentOf = new Map<string, number>();
  let done = 0;
  let lastWrite = Number.NEGATIVE_INFINITY;

  const secondsLeft = (): number | null => {
    const costs = [...doneOf].map(([kind, count]) => (spentOf.get(kind) ?? 0) / count);
    if (costs.length === 0) return null;
    const dearest = Math.max(...costs);
    let work = 0;
    let workLeft = 0;
    for (const [kind, count] of Object.entries(plan)) {
      const finished = doneOf.get(kind) ?? 0;
      const cost = finished > 0 ? (spentOf.get(kind) ?? 0) / finished : dearest;
      work += finished * cost;
      workLeft += (count - finished) * cost;
    }
    // Items run side by side: the work done so far took this long on the clock, and the rest goes at the same pace.
    const elapsed = now() - started;
    return work === 0 ? null : (workLeft * (elapsed / work)) / 1000;
  };

  const status = () => {
    const elapsed = formatClock((now() - started) / 1000);
    if (done === total) return `${done}/${total} done in ${elapsed}`;
    const left = secondsLeft();
    return `${done}/${total} · ${elapsed} elapsed · ${left === null ? 'estimating the time left' : `about ${formatClock(left)} left`}`;
  };

  const draw = () => {
    const finishedAll = done === total;
    if (!finishedAll && now() - lastWrite < (stream.isTTY ? REDRAW_MS : logEveryMs)) return;
    lastWrite = now();
    if (stream.isTTY) {
      const filled = total === 0 ? BAR_WIDTH : Math.round((done / total) * BAR_WIDTH);
      // Cleared to the end of the line: a shorter status must not leave the tail of a longer one behind.
      stream.write(`\r${label} [${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}] ${status()}\x1b[K${finishedAll ? '\n' : ''}`);
    } else {
      stream.write(`${label}: ${status()}\n`);
    }
  };

  draw();
  return (kind: string, ms: number) => {
    done += 1;
    doneOf.set(kind, (doneOf.get(kind) ?? 0) + 1);
    spentOf.set(kind, (spentOf.get(kind) ?? 0) + ms);
    draw();
  };
}
