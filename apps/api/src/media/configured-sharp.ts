import os from 'node:os';
import sharp from 'sharp';

// Parallelism comes from running several small pipelines side by side (one per libuv thread: the derivatives of one
// image are encoded together), so each pipeline needs few libvips threads; more would only add per-thread buffers
// and contention on a 2-core worker.
sharp.concurrency(os.availableParallelism() > 4 ? 2 : 1);
// The operation cache only helps when the same image is processed again; a worker never does, so it is just memory
// and open file handles.
sharp.cache(false);

export { sharp };
