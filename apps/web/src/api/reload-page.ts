/** Its own module so that tests can observe the reload that the spec asks for. */
export function reloadPage(): void {
  window.location.reload();
}
