import { describe, expect, it } from 'vitest';
import { videoSource } from './video';

describe('videoSource', () => {
  it.each([
    'https://www.youtube.com/watch?v=abc123XYZ_0',
    'https://youtube.com/watch?v=abc123XYZ_0&t=42s',
    'https://m.youtube.com/watch?v=abc123XYZ_0',
    'https://youtu.be/abc123XYZ_0?si=share',
    'https://www.youtube.com/embed/abc123XYZ_0',
    'https://www.youtube.com/shorts/abc123XYZ_0',
    'https://www.youtube-nocookie.com/embed/abc123XYZ_0',
  ])('plays %s through the privacy-enhanced YouTube player', (url) => {
    expect(videoSource(url)).toEqual({
      kind: 'youtube',
      embedUrl: 'https://www.youtube-nocookie.com/embed/abc123XYZ_0?rel=0',
    });
  });

  it('plays Vimeo links through player.vimeo.com without tracking, keeping a private hash', () => {
    expect(videoSource('https://vimeo.com/76979871')).toEqual({
      kind: 'vimeo',
      embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1',
    });
    expect(videoSource('https://vimeo.com/channels/staffpicks/76979871')).toMatchObject({
      embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1',
    });
    expect(videoSource('https://vimeo.com/76979871/abc123def0')).toMatchObject({
      embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1&h=abc123def0',
    });
    expect(videoSource('https://player.vimeo.com/video/76979871?h=ff00')).toMatchObject({
      kind: 'vimeo',
      embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1&h=ff00',
    });
  });

  it('plays video files natively and offers any other page as a link', () => {
    expect(videoSource('https://cdn.example.org/lectures/phy101.mp4')).toEqual({
      kind: 'file',
      url: 'https://cdn.example.org/lectures/phy101.mp4',
    });
    expect(videoSource('/media/v/lecture.webm')).toMatchObject({ kind: 'file' });
    expect(videoSource('https://example.org/videos/phy-101')).toEqual({
      kind: 'link',
      url: 'https://example.org/videos/phy-101',
    });
    // Look-alike hosts are not YouTube.
    expect(videoSource('https://youtube.com.evil.example/watch?v=abc123XYZ_0').kind).toBe('link');
    expect(videoSource('https://www.youtube.com/watch?v=<script>').kind).toBe('link');
  });
});
