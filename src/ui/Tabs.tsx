import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import type { ReactNode } from 'react'
import { tabs } from '../../styled-system/recipes'

export interface TabItem {
  value: string
  label: string
  content: ReactNode
}

/** Ark's Tabs with the tabs recipe; content mounts lazily and unmounts when hidden. */
export function Tabs({
  items,
  value,
  onValueChange,
  label,
}: {
  items: TabItem[]
  value: string
  onValueChange: (value: string) => void
  label: string
}) {
  const classes = tabs()
  return (
    <ArkTabs.Root
      value={value}
      onValueChange={(details) => onValueChange(details.value)}
      lazyMount
      unmountOnExit
      className={classes.root}
    >
      <ArkTabs.List data-scroller aria-label={label} className={classes.list}>
        {items.map((item) => (
          <ArkTabs.Trigger key={item.value} value={item.value} className={classes.trigger}>
            {item.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      {items.map((item) => (
        <ArkTabs.Content key={item.value} value={item.value} className={classes.content}>
          {item.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  )
}
