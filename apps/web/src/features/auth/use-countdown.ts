import { useCallback, useEffect, useState } from 'react';

/** Seconds left before something may happen again, ticking down once a second to zero. */
export function useCountdown(initialSeconds = 0) {
  const [seconds, setSeconds] = useState(initialSeconds);
  const running = seconds > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const start = useCallback((from: number) => setSeconds(Math.max(0, Math.ceil(from))), []);
  return { seconds, start };
}

/** The API's 429 for a code asked too soon says how long to wait: "Please wait 42 seconds before...". */
export function waitSecondsIn(message: string): number | null {
  const match = /wait (\d+) seconds?/i.exec(message);
  return match ? Number(match[1]) : null;
}
