/** Runs `npm run build` unless the build is newer than every source; `label` prefixes its log lines. */
export function buildIfStale(label: string): void
