import type { ReactElement } from 'react'
import { Island } from '../../runtime/islands/Island'
import { shellIslandName } from '../../runtime/islands/island-data'
import { shellIslands, shellIslandTriggers, type ShellIslandName, type ShellIslandProps } from './islands'

type Props<N extends ShellIslandName> =
  ShellIslandProps<N> extends undefined ? { name: N; props?: undefined } : { name: N; props: ShellIslandProps<N> }

/** Server side of a shell island: its element from `shellIslands`, its props beside it. */
export function ShellIsland<N extends ShellIslandName>({ name, props }: Props<N>) {
  const render = shellIslands[name] as (props: ShellIslandProps<N> | undefined) => ReactElement
  return (
    <Island
      name={shellIslandName(name)}
      props={props ?? null}
      when={shellIslandTriggers[name]}
      preload={shellIslandTriggers[name] === 'load'}
    >
      {render(props)}
    </Island>
  )
}
