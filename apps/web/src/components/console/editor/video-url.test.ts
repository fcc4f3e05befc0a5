import { describe, expect, it } from 'vitest';
import { videoEmbedUrl } from './video-url';

describe('video URL → embed URL', () => {
  it('finds the video in the links editors paste', () => {
    const embed = 'https://www.youtube.com/embed/dQw4w9WgXcQ';
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toBe(embed);
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(embed);
    expect(videoEmbedUrl('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe(embed);
    expect(videoEmbedUrl(embed)).toBe(embed);
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(videoEmbedUrl('https://www.dailymotion.com/video/x8abcd1')).toBe(
      'https://www.dailymotion.com/embed/video/x8abcd1',
    );
  });

  it('refuses other hosts, schemes and made-up ids', () => {
    expect(videoEmbedUrl('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=<script>')).toBeNull();
    expect(videoEmbedUrl('not a url')).toBeNull();
  });
});
