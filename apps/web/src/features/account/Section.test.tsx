import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Section } from './Section';

describe('profile section', () => {
  it('names each panel by its own heading in a language without Latin letters', () => {
    render(
      <>
        <Section title="登録情報">
          <p>一</p>
        </Section>
        <Section title="パスワード">
          <p>二</p>
        </Section>
      </>,
    );
    expect(screen.getByRole('region', { name: '登録情報' })).toHaveTextContent('一');
    expect(screen.getByRole('region', { name: 'パスワード' })).toHaveTextContent('二');
  });
});
