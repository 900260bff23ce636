export type VideoSource = { kind: 'embed'; src: string } | { kind: 'file'; src: string };

const YOUTUBE_ID = /^[\w-]{6,20}$/;

/** YouTube and Google Drive links become embeddable player URLs; anything else plays in <video>. */
export function videoSource(rawUrl: string): VideoSource {
  let url: URL;
  try {
    url = new URL(rawUrl, 'https://invalid.local');
  } catch {
    return { kind: 'file', src: rawUrl };
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let youtubeId: string | null = null;
  if (host === 'youtu.be') youtubeId = url.pathname.slice(1).split('/')[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') youtubeId = url.searchParams.get('v');
    else {
      const m = url.pathname.match(/^\/(embed|shorts|live)\/([^/]+)/);
      if (m) youtubeId = m[2];
    }
  }
  if (youtubeId && YOUTUBE_ID.test(youtubeId)) {
    return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${youtubeId}` };
  }
  if (host === 'drive.google.com') {
    const m = url.pathname.match(/\/file\/d\/([^/]+)/);
    const id = m?.[1] ?? url.searchParams.get('id');
    if (id) return { kind: 'embed', src: `https://drive.google.com/file/d/${id}/preview` };
  }
  return { kind: 'file', src: rawUrl };
}
