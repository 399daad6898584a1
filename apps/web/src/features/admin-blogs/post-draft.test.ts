import { describe, expect, it } from 'vitest';
import { adminPost } from './admin-blog-fixtures';
import { draftFromPost, insertBlock, saveBodyOf, validateDraft } from './post-draft';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('insertBlock', () => {
  it.each([
    ['', 0, 0, 'X\n', 2],
    ['ab', 2, 2, 'ab\n\nX\n', 6],
    ['ab\ncd', 2, 2, 'ab\n\nX\n\ncd', 6],
    ['ab\n\ncd', 4, 4, 'ab\n\nX\n\ncd', 7],
    ['ab SELECTED cd', 3, 11, 'ab \n\nX\n\n cd', 8],
  ])('puts the block on its own lines in %j at %i-%i', (value, start, end, expected, caret) => {
    expect(insertBlock(value, start, end, 'X')).toEqual({ value: expected, caret });
  });
});

describe('the article draft', () => {
  it('treats a scheduled article whose time has come as published, and keeps its date when saved', () => {
    const post = adminPost(1, { status: 'scheduled', publish_at: '2026-11-20T08:00:00.000Z' });
    const draft = draftFromPost(post, NOW);
    expect(draft.publish).toBe('now');
    expect(saveBodyOf(draft, post)).toMatchObject({ status: 'published', publish_at: '2026-11-20T08:00:00.000Z', slug: post.slug });
  });

  it('publishes a draft at save time, and drops a schedule when put back to draft', () => {
    const draft = draftFromPost(adminPost(2, { status: 'draft', publish_at: null }), NOW);
    expect(draft.publish).toBe('draft');
    expect(saveBodyOf({ ...draft, publish: 'now' }, adminPost(2, { status: 'draft', publish_at: null }))).toMatchObject({
      status: 'published',
      publish_at: null,
    });
    expect(saveBodyOf({ ...draft, publish: 'draft' })).toMatchObject({ status: 'draft', publish_at: null });
  });

  it('checks the address, the tags and the schedule', () => {
    const draft = { ...draftFromPost(undefined, NOW), title: 'T', body: 'B' };
    expect(validateDraft(draft, NOW)).toEqual({});
    expect(validateDraft({ ...draft, slug: 'Not A Slug' }, NOW).slug).toMatch(/lower-case/);
    expect(validateDraft({ ...draft, tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(',') }, NOW).tags).toBe(
      'Use at most 10 tags.',
    );
    expect(validateDraft({ ...draft, publish: 'schedule', scheduleAt: '2026-11-21T11:00' }, NOW).scheduleAt).toBeDefined();
  });
});
