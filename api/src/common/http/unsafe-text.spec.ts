import { findUnsafeText, replaceUnsafeText, unsafeTextProblem } from './unsafe-text.js';

describe('unsafe text', () => {
  it('refuses NUL, other control characters and half surrogate pairs; keeps tabs, line breaks and emoji', () => {
    expect(unsafeTextProblem('a\u0000b')).toBe('must not contain NUL (\\u0000) characters');
    for (const c of ['\u0001', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect([c, unsafeTextProblem(`x${c}y`)]).toEqual([c, 'must not contain control characters']);
    }
    for (const s of ['\ud800', 'a\udc00', '\udbff\udbff\udc00']) {
      expect(unsafeTextProblem(s)).toBe('must be valid Unicode text');
    }
    for (const s of ['Line\r\n\tnext', 'Ẹ kú àárọ̀ 🏠', '₦850,000', '']) {
      expect(unsafeTextProblem(s)).toBeNull();
    }
  });

  it('names the path of the first bad value or key', () => {
    const body = { a: 'fine', list: [{ ok: 1 }, { note: 'x\u0007' }] };
    expect(findUnsafeText(body, '')).toEqual({
      field: 'list.1.note',
      message: 'list.1.note must not contain control characters',
    });
    expect(findUnsafeText({ nested: { 'k\u0000': 1 } }, '')).toEqual({
      field: 'nested',
      message: 'Field names must not contain NUL (\\u0000) characters',
    });
    expect(findUnsafeText('q\u0000', 'query')?.field).toBe('query');
    expect(findUnsafeText('q\u0000', '', 'param')?.field).toBe('param');
    expect(findUnsafeText({ a: ['b', 1, null, true] }, '')).toBeUndefined();
  });

  it('makes bad characters visible, keeping the shape', () => {
    expect(replaceUnsafeText({ 'k\u0000': ['a\u0000', 2, { b: '\ud800c' }] })).toEqual({
      'k\uFFFD': ['a\uFFFD', 2, { b: '\uFFFDc' }],
    });
  });
});
