import type { ReactElement } from 'react'
import { Workbench, type WorkbenchProps } from './Workbench'

/** The island name of the workbench (pages/island-hydration.ts loads this module for it). */
export const WORKBENCH_ISLAND = 'workbench:form'

export const workbenchIsland = (props: WorkbenchProps): ReactElement => <Workbench {...props} />

/** The browser side: the workbench's element builder, for its name only. */
export async function workbenchIslandResolver(name: string): Promise<((props: unknown) => ReactElement) | undefined> {
  return name === WORKBENCH_ISLAND ? (workbenchIsland as (props: unknown) => ReactElement) : undefined
}
