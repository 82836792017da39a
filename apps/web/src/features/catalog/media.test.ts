import { describe, expect, it } from 'vitest';
import * as shared from '@resham/shared';
import { mediaAt, mediaSrcSet } from './media';
import { youtubeVideoId } from './youtube';

const MEDIA = [
  '/media/0123456789abcdef0123456789abcdef-800.webp',
  '/media/0123456789abcdef0123456789abcdef-400.webp',
  '/media/0123456789ABCDEF0123456789abcdef-800.webp',
  '/media/short-800.webp',
  'https://example.com/a.jpg',
  '',
];
const VIDEOS = [
  'https://www.youtube.com/watch?v=q3Xk9TmB2vA',
  'https://youtube.com/watch?feature=share&v=q3Xk9TmB2vA#t=4',
  'https://m.youtube.com/watch?v=q3Xk9TmB2vA&t=10',
  'https://www.youtube.com/shorts/q3Xk9TmB2vA?si=x',
  'https://www.youtube-nocookie.com/embed/q3Xk9TmB2vA',
  'https://youtu.be/q3Xk9TmB2vA',
  '  https://youtu.be/q3Xk9TmB2vA  ',
  'http://www.youtube.com/watch?v=q3Xk9TmB2vA',
  'https://www.youtube.com/watch?v=short',
  'https://evil.example/watch?v=q3Xk9TmB2vA',
  'javascript:alert(1)',
];

describe('storefront media helpers match @resham/shared', () => {
  it.each(MEDIA)('media URL %j', (url) => {
    expect(mediaSrcSet(url)).toBe(shared.mediaSrcSet(url));
    for (const width of [400, 800, 1600] as const)
      expect(mediaAt(url, width)).toBe(shared.mediaAt(url, width));
  });

  it.each(VIDEOS)('YouTube URL %j', (url) => {
    expect(youtubeVideoId(url)).toBe(shared.youtubeVideoId(url));
  });

  it('builds the srcset from the three WebP widths', () => {
    expect(mediaSrcSet(MEDIA[0]!)).toBe(
      '/media/0123456789abcdef0123456789abcdef-400.webp 400w, /media/0123456789abcdef0123456789abcdef-800.webp 800w, /media/0123456789abcdef0123456789abcdef-1600.webp 1600w',
    );
  });
});
