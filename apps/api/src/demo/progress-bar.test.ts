import { describe, expect, it } from 'vitest';
import { formatClock, progressBar } from './progress-bar';

/** A stream that keeps what is written, and a clock the test moves. */
function harness(isTTY: boolean) {
  const written: string[] = [];
  let time = 1_000_000;
  return {
    written,
    stream: { isTTY, write: (text: string) => written.push(text) },
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('demo catalogue progress', () => {
  it('writes a log line every 10 seconds, however many items finish between, with the time elapsed and left', () => {
    const log = harness(false);
    const finished = progressBar('Demo catalogue', { IMAGE: 4, VIDEO: 2 }, { stream: log.stream, now: log.now });
    expect(log.written).toEqual(['Demo catalogue: 0/6 · 0:00 elapsed · estimating the time left\n']);
    // Four images, two at a time, a second each: two seconds on the clock, no new line yet.
    for (const _ of [1, 2, 3, 4]) {
      log.advance(500);
      finished('IMAGE', 1_000);
    }
    expect(log.written).toHaveLength(1);
    // The first video takes 24 s of work; 12 s pass on the clock.
    log.advance(12_000);
    finished('VIDEO', 24_000);
    // Work done: 4 s of images and 24 s of video in 14 s; left: one video, 24 s of work, so about 12 s.
    expect(log.written[1]).toBe('Demo catalogue: 5/6 · 0:14 elapsed · about 0:12 left\n');
    log.advance(3_000);
    finished('VIDEO', 20_000);
    expect(log.written[2]).toBe('Demo catalogue: 6/6 done in 0:17\n');
    expect(log.written).toHaveLength(3);
  });

  it('counts the kinds not yet started at the dearest cost seen, not at the images’ pace', () => {
    const log = harness(false);
    const finished = progressBar('Demo catalogue', { IMAGE: 2, VIDEO: 2 }, { stream: log.stream, now: log.now, logEveryMs: 0 });
    log.advance(1_000);
    finished('IMAGE', 1_000);
    // One image done in 1 s; left: an image (1 s) and two videos guessed at 1 s each until one finishes.
    expect(log.written.at(-1)).toBe('Demo catalogue: 1/4 · 0:01 elapsed · about 0:03 left\n');
  });

  it('draws a bar in place on a terminal, and ends the line when done', () => {
    const tty = harness(true);
    const finished = progressBar('Demo catalogue', { IMAGE: 2 }, { stream: tty.stream, now: tty.now });
    tty.advance(1_000);
    finished('IMAGE', 1_000);
    tty.advance(1_000);
    finished('IMAGE', 1_000);
    expect(tty.written[1]).toBe(`\rDemo catalogue [${'█'.repeat(15)}${'░'.repeat(15)}] 1/2 · 0:01 elapsed · about 0:01 left\x1b[K`);
    expect(tty.written.at(-1)).toBe(`\rDemo catalogue [${'█'.repeat(30)}] 2/2 done in 0:02\x1b[K\n`);
  });

  it('reads durations as a clock', () => {
    expect([0, 75, 3_700].map(formatClock)).toEqual(['0:00', '1:15', '1:01:40']);
  });
});
