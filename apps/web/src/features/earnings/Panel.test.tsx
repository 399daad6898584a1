import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Panel } from './Panel';

describe('a contributor page panel', () => {
  it('is named by its own title, also when titles have no Latin letters', () => {
    render(
      <>
        <Panel title="振込先口座">
          <p>A</p>
        </Panel>
        <Panel title="口座情報を変更">
          <p>B</p>
        </Panel>
      </>,
    );
    expect(screen.getByRole('region', { name: '振込先口座' })).toHaveTextContent('A');
    expect(screen.getByRole('region', { name: '口座情報を変更' })).toHaveTextContent('B');
  });
});
