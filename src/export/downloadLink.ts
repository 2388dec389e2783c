/**
 * Saves what `href` addresses as a download: a temporary hidden `<a download>`, clicked and
 * removed (an object URL of a file made in the page, or the address of one a server writes).
 */
export function clickDownloadLink(win: Window & typeof globalThis, href: string, fileName: string, rel = 'noopener'): void {
  const link = win.document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = rel;
  link.style.display = 'none';
  win.document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}
