/**
 * What the detail modal may do with a resource's address, with no React: only http(s) URLs
 * (relative ones resolved against the page) are previewed, opened or downloaded; anything else
 * is refused by scheme. Also how a resource is previewed and the name its file is saved under.
 */
import type { ResourcesApi } from '../../api/AdminApi.js';
import { DownloadFailedError, fetchResourceFile } from '../../api/http/fetchResourceFile.js';
import { safeHttpUrl, urlScheme } from '../../format/index.js';
import { IMAGE_EXTENSIONS, fileExtension, isVideoType } from '../../domain/contentTypes.js';

export { DownloadFailedError };

/** A resource's address as the modal may use it. */
export type ResourceAddress =
  /** No URL at all: nothing to preview, 'No download URL available for this resource'. */
  | { status: 'missing' }
  /** A URL the console will not touch (`javascript:`, `data:`, `file:`, garbage); `scheme` names it for the message. */
  | { status: 'unsafe'; scheme: string }
  /** An absolute http(s) URL. */
  | { status: 'safe'; url: string };

/**
 * Sorts a server URL into missing, unsafe or safe.
 *
 * @example resourceAddress('javascript:alert(1)') // { status: 'unsafe', scheme: 'javascript:' }
 */
export function resourceAddress(url: unknown, base?: string): ResourceAddress {
  if (typeof url !== 'string' || url.trim() === '') return { status: 'missing' };
  const safe = safeHttpUrl(url, base);
  if (safe) return { status: 'safe', url: safe };
  // Show at most a short, printable start of an address without a recognisable scheme.
  const printable = url.trim().replace(/[^\x20-\x7e]/g, '').slice(0, 24);
  return { status: 'unsafe', scheme: urlScheme(url) || printable };
}

/** How the modal previews a resource. */
export type PreviewKind = 'video' | 'image' | 'pdf' | 'document';

/**
 * A video player for the video content types; an image for Branding or an image URL; 'PDF
 * Document' for a .pdf URL; otherwise 'Document preview not available'.
 */
export function previewKind(resource: { contentType?: unknown }, url: string): PreviewKind {
  if (isVideoType(resource.contentType)) return 'video';
  const extension = fileExtension(url);
  if (resource.contentType === 'BRANDING' || IMAGE_EXTENSIONS.includes(extension)) return 'image';
  return extension === 'pdf' ? 'pdf' : 'document';
}

/** Characters no file system accepts in a name, and control characters. */
const UNSAFE_NAME = /[\\/:*?"<>|\p{Cc}\p{Cf}]+/gu;

/**
 * The download name: the title plus the URL's extension, cleaned of characters that
 * file systems refuse. A title that already ends in the extension keeps it once.
 *
 * @example downloadName('Launch clip', 'https://cdn.example.com/a1b2.mp4') // 'Launch clip.mp4'
 */
export function downloadName(title: string, url: string): string {
  const stem = title.replace(UNSAFE_NAME, ' ').replace(/\s+/g, ' ').trim().replace(/^\.+|\.+$/g, '').slice(0, 150) || 'download';
  const extension = fileExtension(url);
  if (!extension || stem.toLowerCase().endsWith(`.${extension}`)) return stem;
  return `${stem}.${extension}`;
}

/** Clicks a temporary link, the one way a page can name a download or open a tab without `window.open` features. */
function clickLink(href: string, fileName: string, newTab: boolean): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  if (newTab) {
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
  }
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}

/** How long an object URL outlives the click that saves it (the browser reads it asynchronously). */
const REVOKE_AFTER_MS = 60_000;

/**
 * Saves the file at `url` as `fileName`. The file is read through `api.resources.download`, or,
 * where the API has none, fetched without credentials (the files are public under unguessable
 * names), and saved through an object URL, so the title-based name applies even when
 * the server names the file otherwise. When the page may not read the file (another origin without
 * CORS, or offline: a `TypeError`), the URL opens in a new tab with rel=noopener, where the browser
 * shows or saves it under the server's name. An error status rejects with DownloadFailedError.
 */
export async function saveResourceFile(
  url: string,
  fileName: string,
  signal?: AbortSignal,
  api?: { resources: Pick<ResourcesApi, 'download'> },
): Promise<void> {
  let blob: Blob;
  try {
    blob = await (api?.resources.download ? api.resources.download(url, { signal }) : fetchResourceFile(url, { signal }));
  } catch (error) {
    // fetch rejects with a TypeError for CORS refusals and network failures: let the browser try.
    if (error instanceof TypeError && !signal?.aborted) {
      clickLink(url, fileName, true);
      return;
    }
    throw error;
  }
  if (signal?.aborted) return;
  const objectUrl = URL.createObjectURL(blob);
  clickLink(objectUrl, fileName, false);
  setTimeout(() => URL.revokeObjectURL(objectUrl), REVOKE_AFTER_MS);
}
