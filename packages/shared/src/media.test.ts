import { describe, expect, it } from 'vitest';
import { mediaAt, mediaSrcSet, youtubeVideoId } from './media';

const ID = '0123456789abcdef0123456789abcdef';

describe('media URLs', () => {
  it('builds srcset and sized URLs only for our own media', () => {
    expect(mediaSrcSet(`/media/${ID}-800.webp`)).toBe(
      `/media/${ID}-400.webp 400w, /media/${ID}-800.webp 800w, /media/${ID}-1600.webp 1600w`,
    );
    expect(mediaAt(`/media/${ID}-800.webp`, 400)).toBe(`/media/${ID}-400.webp`);
    for (const other of [
      '/media/short-800.webp',
      `/media/${ID.toUpperCase()}-800.webp`,
      'https://example.com/a.jpg',
      '',
    ]) {
      expect(mediaSrcSet(other)).toBeUndefined();
      expect(mediaAt(other, 800)).toBe(other);
    }
  });
});

describe('YouTube links', () => {
  it.each([
    'https://www.youtube.com/watch?v=q3Xk9TmB2vA',
    'https://youtube.com/watch?feature=share&v=q3Xk9TmB2vA#t=4',
    'https://m.youtube.com/watch?v=q3Xk9TmB2vA&t=10',
    'https://www.youtube.com/shorts/q3Xk9TmB2vA?si=x',
    'https://www.youtube-nocookie.com/embed/q3Xk9TmB2vA',
    'https://youtu.be/q3Xk9TmB2vA',
    '  https://youtu.be/q3Xk9TmB2vA  ',
  ])('finds the id in %j', (url) => expect(youtubeVideoId(url)).toBe('q3Xk9TmB2vA'));

  it.each([
    'http://www.youtube.com/watch?v=q3Xk9TmB2vA',
    'https://www.youtube.com/watch?v=short',
    'https://evil.example/watch?v=q3Xk9TmB2vA',
    'https://youtube.com.evil.example/watch?v=q3Xk9TmB2vA',
    'javascript:alert(1)//youtube.com/watch?v=q3Xk9TmB2vA',
  ])('refuses %j', (url) => expect(youtubeVideoId(url)).toBeNull());
});
