import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Part({ name }: { name: string }) {
  const [near, ref] = useNearViewport(true, '0px');
  return (
    <div ref={ref} data-testid={name}>
      {near ? 'built' : 'waiting'}
    </div>
  );
}

/** The elements being watched: jsdom has no IntersectionObserver, and this one never reports a part in view. */
const watched = new Set<Element>();
class BelowTheFoldObserver {
  private readonly targets: Element[] = [];
  observe(target: Element) {
    this.targets.push(target);
    watched.add(target);
  }
  disconnect() {
    for (const target of this.targets) watched.delete(target);
  }
}

describe('useNearViewport', () => {
  beforeAll(() => {
    vi.stubGlobal('IntersectionObserver', BelowTheFoldObserver);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('keeps a part below the fold waiting until the first Tab, then builds it', () => {
    render(<Part name="shelf" />);
    expect(screen.getByTestId('shelf')).toHaveTextContent('waiting');
    expect(watched.has(screen.getByTestId('shelf'))).toBe(true);
    act(() => {
      fireEvent.keyDown(window, { key: 'Tab' });
    });
    expect(screen.getByTestId('shelf')).toHaveTextContent('built');
    // Built, it is no longer watched.
    expect(watched.size).toBe(0);
  });

  it('builds a part that appears after the first Tab at once (a shelf whose answer came later)', () => {
    fireEvent.keyDown(window, { key: 'Tab' });
    render(<Part name="late-shelf" />);
    expect(screen.getByTestId('late-shelf')).toHaveTextContent('built');
    expect(watched.size).toBe(0);
  });
});
