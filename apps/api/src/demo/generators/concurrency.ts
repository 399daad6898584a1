import os from 'node:os';

/**
 * How many demo items are made side by side: one per core, at least two (sharp runs each pipeline on one or two
 * threads, and an ffmpeg encode waits on its own reads and writes), at most eight, so that several 4K clips in the
 * making at once stay well within a laptop's memory.
 */
export const DEMO_CONCURRENCY = Math.min(8, Math.max(2, os.availableParallelism()));
