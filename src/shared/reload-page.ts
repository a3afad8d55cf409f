/**
 * A full reload, which fetches the newest index.html and with it the newest chunk names. A module
 * of its own so that tests can stand in for it: jsdom cannot navigate.
 */
export function reloadPage(): void {
  window.location.reload();
}
