/** A one-line progress bar on a terminal, or a line every tenth of the way in a log. */
export function progressBar(label: string, total: number, stream: NodeJS.WriteStream = process.stdout) {
  const started = Date.now();
  let lastTenth = -1;
  return (done: number) => {
    const fraction = total === 0 ? 1 : done / total;
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    if (stream.isTTY) {
      const width = 30;
      const filled = Math.round(fraction * width);
      stream.write(
        `\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} ${seconds}s${done === total ? '\n' : ''}`,
      );
      return;
    }
    const tenth = Math.floor(fraction * 10);
    if (tenth !== lastTenth) {
      lastTenth = tenth;
      stream.write(`${label}: ${done}/${total} (${seconds}s)\n`);
    }
  };
}
