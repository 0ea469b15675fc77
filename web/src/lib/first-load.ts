/**
 * Whether the page on screen is the first one of the visit and arrived with its data (server
 * rendered). The site's loading effects (spinners, counters from zero) belong to navigation inside
 * the app; a first load that already has its content shows it as it is, and hydration must render
 * exactly what the server did. On the server every render is a first load.
 */
let hydrating = false;

/** Boot: the page was rendered on the server and is about to be hydrated. */
export function startServerRenderedVisit(): void {
  hydrating = true;
}

/** The first navigation inside the app ends the first load. */
export function endFirstLoad(): void {
  hydrating = false;
}

export function isServerRenderedFirstLoad(): boolean {
  return typeof window === 'undefined' || hydrating;
}
