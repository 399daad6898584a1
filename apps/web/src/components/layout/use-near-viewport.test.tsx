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

describe('useNearViewport', () => {
  // An observer that never sees the part: it stays below the fold.
  beforeAll(() => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('keeps a part below the fold waiting until the first Tab, then builds it', () => {
    render(<Part name="shelf" />);
    expect(screen.getByTestId('shelf')).toHaveTextContent('waiting');
    act(() => {
      fireEvent.keyDown(window, { key: 'Tab' });
    });
    expect(screen.getByTestId('shelf')).toHaveTextContent('built');
  });

  it('builds a part that appears after the first Tab at once (a shelf whose answer came later)', () => {
    fireEvent.keyDown(window, { key: 'Tab' });
    render(<Part name="late-shelf" />);
    expect(screen.getByTestId('late-shelf')).toHaveTextContent('built');
  });
});
