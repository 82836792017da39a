import { describe, expect, it } from 'vitest';
import { applyServerIssues, fieldIssues } from './field-issues';

const FIELDS = ['price', 'images', 'title'] as const;

describe('fieldIssues', () => {
  it('maps server issues to known fields (first message per field)', () => {
    const issues = [
      { path: ['price'], message: 'Price must be greater than 0.' },
      { path: 'images.0', message: 'Please upload images through this shop.' },
      { path: ['price'], message: 'second' },
      { path: ['averageReview'], message: 'ignored' },
      { message: 'no path' },
      null,
    ];
    expect(fieldIssues(issues, FIELDS)).toEqual([
      { field: 'price', message: 'Price must be greater than 0.' },
      { field: 'images', message: 'Please upload images through this shop.' },
    ]);
  });
  it('reads a nested array path by its first segment', () => {
    expect(fieldIssues([{ path: ['images', 2], message: 'Bad image.' }], FIELDS)).toEqual([
      { field: 'images', message: 'Bad image.' },
    ]);
  });
  it('ignores anything that is not an array', () => {
    expect(fieldIssues(undefined, FIELDS)).toEqual([]);
    expect(fieldIssues({ path: 'price' }, FIELDS)).toEqual([]);
  });
});

describe('applyServerIssues', () => {
  it('sets one server error per named field', () => {
    const calls: Array<[string, { type: string; message: string }]> = [];
    const setError = (name: string, error: { type: string; message: string }) =>
      void calls.push([name, error]);
    applyServerIssues<{ email: string; password: string }>(
      [
        { path: ['email'], message: 'Email already exists.' },
        { path: ['email'], message: 'later' },
        { path: ['role'], message: 'not a field of the form' },
      ],
      ['email', 'password'],
      setError as never,
    );
    expect(calls).toEqual([['email', { type: 'server', message: 'Email already exists.' }]]);
  });
});
