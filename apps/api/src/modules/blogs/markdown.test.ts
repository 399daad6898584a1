import { describe, expect, it } from 'vitest';
import { readingMinutes, renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders headings, lists, tables and links', () => {
    const html = renderMarkdown(
      '## Light\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[Search](/search?q=sea) and [out](https://example.com)',
    );
    expect(html).toContain('<h2>Light</h2>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('<a href="/search?q=sea">Search</a>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">out</a>');
  });

  it('removes scripts, event handlers, styles and javascript: links', () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script> <img src="/x.png" onerror="alert(2)"> <a href="javascript:alert(3)">x</a> <a href="JaVaScRiPt:alert(4)">y</a> <p style="color:red" onclick="alert(5)">p</p> <iframe src="https://evil.example"></iframe> [z](javascript:alert(6))',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|style=|iframe/i);
    expect(html).toContain('<img src="/x.png" loading="lazy" />');
  });

  it('estimates reading time', () => {
    expect(readingMinutes('word '.repeat(460))).toBe(2);
    expect(readingMinutes('short')).toBe(1);
  });
});
