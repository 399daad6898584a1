import type { RouteObject } from 'react-router';

/**
 * The footer's written pages. Each is its own chunk, loaded when visited, so the first page load stays small.
 */
export const contentRoutes: RouteObject[] = [];
