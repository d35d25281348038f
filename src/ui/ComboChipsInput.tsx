import { Combobox, createListCollection, useCombobox } from '@ark-ui/react/combobox'
import { useMemo, useState, type KeyboardEvent } from 'react'
import { css } from '../../styled-system/css'
import { ChipList, chipsBox, type Chip } from './ChipsInput'
import { comboboxItems, type ComboItem } from '../domain/combo-items'

/**
 * Chips chosen from suggestions or created by name (departments, groups): a WAI-ARIA combobox (Ark UI) whose
 * list opens on click and filters as one types, ending with "Create …" when the text names nothing yet.
 * Enter takes the highlighted item, a comma or semicolon takes what was typed, Backspace on an empty box
 * removes the last chip, and text left in the box when focus moves on is kept as a chip, not lost.
 */
export function ComboChipsInput({
  label,
  chips,
  suggestions,
  placeholder,
  error,
  onAdd,
  onRemove,
}: {
  label: string
  chips: Chip[]
  suggestions: readonly string[]
  placeholder?: string
  error?: string | null | undefined
  onAdd: (text: string) => void
  onRemove: (key: string) => void
}) {
  const [text, setText] = useState('')
  const items = useMemo(
    () =>
      comboboxItems(
        suggestions,
        chips.map((chip) => chip.label),
        text,
      ),
    [suggestions, chips, text],
  )
  const collection = useMemo(
    () =>
      createListCollection<ComboItem>({
        items,
        itemToValue: (item) => item.value,
        itemToString: (item) => item.label,
      }),
    [items],
  )
  // The box's text is Ark's own (controlling it drops keystrokes); `text` follows it for the list's filter.
  const combobox = useCombobox({
    collection,
    value: [],
    onInputValueChange: (details) => setText(details.inputValue),
    onValueChange: (details) => {
      const item = details.items[0]
      if (item) commit(item.name)
    },
    inputBehavior: 'autohighlight',
    openOnClick: true,
    selectionBehavior: 'clear',
    allowCustomValue: true,
    positioning: { sameWidth: true },
  })
  function commit(value: string) {
    if (value.trim()) onAdd(value.trim())
    combobox.setInputValue('')
    setText('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === ',' || event.key === ';') {
      event.preventDefault()
      commit(text)
    } else if (event.key === 'Backspace' && text === '' && chips.length > 0) {
      onRemove(chips[chips.length - 1]!.key)
    }
  }
  return (
    <Combobox.RootProvider
      value={combobox}
      className={css({ display: 'flex', flexDir: 'column', gap: '1.5' })}
    >
      <Combobox.Label className={css({ fontSize: 'sm', fontWeight: 'medium' })}>{label}</Combobox.Label>
      <Combobox.Control className={chipsBox(Boolean(error))}>
        <ChipList label={label} chips={chips} onRemove={onRemove} />
        <Combobox.Input
          placeholder={chips.length ? '' : placeholder}
          aria-invalid={error ? true : undefined}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            // A pick from the list moves focus into it first; only a real leave keeps the typed text.
            const next = event.relatedTarget
            if (!(next instanceof Element && next.closest('[data-scope="combobox"][data-part="content"]')))
              commit(text)
          }}
          className={css({ flex: '1', minW: '40', outline: 'none', bg: 'transparent' })}
        />
      </Combobox.Control>
      <Combobox.Positioner>
        <Combobox.Content
          className={css({
            bg: 'surface.card',
            borderWidth: '1px',
            borderColor: 'border',
            borderRadius: 'md',
            boxShadow: 'lg',
            py: '1',
            maxH: '60',
            overflowY: 'auto',
            zIndex: 'popover',
            _hidden: { display: 'none' },
          })}
        >
          {items.length === 0 ? (
            <p className={css({ px: '3', py: '2', fontSize: 'sm', color: 'text.muted' })}>
              Type a name to create one
            </p>
          ) : null}
          {items.map((item) => (
            <Combobox.Item
              key={item.value}
              item={item}
              className={css({
                px: '3',
                py: '2',
                fontSize: 'sm',
                cursor: 'pointer',
                _highlighted: { bg: 'brand.subtle' },
              })}
            >
              <Combobox.ItemText>{item.label}</Combobox.ItemText>
            </Combobox.Item>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
      <p
        role={error ? 'alert' : undefined}
        className={css({ fontSize: 'sm', color: 'danger', minH: '1.25rem', lineHeight: '1.25rem' })}
      >
        {error ?? ''}
      </p>
    </Combobox.RootProvider>
  )
}
