/** How a video URL is shown: an embedded privacy-enhanced player, a native player, or a link. */
export type VideoSource =
  | { kind: 'youtube'; embedUrl: string }
  | { kind: 'vimeo'; embedUrl: string }
  | { kind: 'file'; url: string }
  | { kind: 'link'; url: string };

const youtubeId = /^[\w-]{6,20}$/;
const videoFile = /\.(mp4|m4v|webm|ogv|ogg|mov)$/i;

function parse(url: string): URL | undefined {
  try {
    return new URL(url, 'https://invalid.example');
  } catch {
    return undefined;
  }
}

/** The YouTube video id of a watch, short, embed, shorts or live link. */
function youtubeVideoId(url: URL): string | undefined {
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = url.pathname.split('/').filter(Boolean);
    id =
      first === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live', 'v'].includes(first ?? '')
          ? second
          : undefined;
  }
  return id && youtubeId.test(id) ? id : undefined;
}

/** The Vimeo video id (and private hash) of a vimeo.com or player link. */
function vimeoVideo(url: URL): { id: string; hash?: string } | undefined {
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'player.vimeo.com' && parts[0] === 'video' && /^\d+$/.test(parts[1] ?? ''))
    return { id: parts[1] as string, hash: url.searchParams.get('h') ?? undefined };
  if (host !== 'vimeo.com') return undefined;
  const index = parts.findIndex((part) => /^\d+$/.test(part));
  if (index < 0) return undefined;
  const hash = parts[index + 1];
  return { id: parts[index] as string, ...(hash && /^[\da-f]+$/i.test(hash) ? { hash } : {}) };
}

/**
 * YouTube plays through youtube-nocookie.com and Vimeo through player.vimeo.com with do-not-track
 * (the only frames the site's CSP allows); a video file plays in the browser's own player; any
 * other page is offered as a link.
 */
export function videoSource(url: string): VideoSource {
  const parsed = parse(url);
  const youtube = parsed && youtubeVideoId(parsed);
  if (youtube)
    return { kind: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}?rel=0` };
  const vimeo = parsed && vimeoVideo(parsed);
  if (vimeo) {
    const query = new URLSearchParams({ dnt: '1', ...(vimeo.hash ? { h: vimeo.hash } : {}) });
    return { kind: 'vimeo', embedUrl: `https://player.vimeo.com/video/${vimeo.id}?${query}` };
  }
  if (parsed && videoFile.test(parsed.pathname)) return { kind: 'file', url };
  return { kind: 'link', url };
}
