/** One line of the benchmark's table: what was measured, the figure, its goal and whether it is met. */
export interface Figure {
  figure: string
  value: string
  goal: string
  /** null: the figure has no goal of its own (shown for comparison). */
  met: boolean | null
}

const mark = (met: boolean | null) => (met === null ? '' : met ? 'yes' : '**no**')

/** The figures as a Markdown table, ready for docs/performance.md "Performance". */
export function markdownTable(figures: readonly Figure[]): string {
  const rows = figures.map((f) => `| ${f.figure} | ${f.value} | ${f.goal} | ${mark(f.met)} |`)
  return ['| figure | measured | goal | met |', '| --- | --- | --- | --- |', ...rows].join('\n')
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

export const formatKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
