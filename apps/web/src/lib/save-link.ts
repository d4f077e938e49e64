/** Has the browser download a same-origin URL under `fileName`, as a click on a download link would. */
export function saveLink(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
