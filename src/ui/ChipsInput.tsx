import { useId, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { css } from '../../styled-system/css'

/** The bordered box that holds the chips and the typing input (shared with the combobox variant). */
export const chipsBox = (invalid: boolean) =>
  css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: '1.5',
    p: '2',
    minH: '11',
    maxH: '48',
    overflowY: 'auto',
    borderWidth: '1px',
    borderColor: invalid ? 'danger' : 'border.strong',
    borderRadius: 'md',
    _focusWithin: { outline: '2px solid', outlineColor: 'brand' },
  })

export interface Chip {
  key: string
  label: string
  /** Marked red: invalid, or already in use. */
  bad: boolean
}

/**
 * Chips typed or pasted into one box: space, comma, semicolon or Enter commits what was typed; a paste commits
 * everything in it; Backspace on an empty box removes the last chip. What counts as a chip is the caller's.
 */
export function ChipsInput({
  label,
  chips,
  error,
  placeholder,
  separators = /[\s,;]/,
  onAdd,
  onRemove,
}: {
  label: string
  chips: Chip[]
  error?: string | null | undefined
  placeholder?: string
  separators?: RegExp
  onAdd: (text: string) => void
  onRemove: (key: string) => void
}) {
  const [text, setText] = useState('')
  const id = useId()
  const commit = (value: string) => {
    if (value.trim()) onAdd(value)
    setText('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || (event.key.length === 1 && separators.test(event.key))) {
      event.preventDefault()
      commit(text)
    } else if (event.key === 'Backspace' && text === '' && chips.length > 0) {
      onRemove(chips[chips.length - 1]!.key)
    }
  }
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    commit(`${text} ${event.clipboardData.getData('text')}`)
  }
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '1.5' })}>
      <label htmlFor={id} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        {label}
      </label>
      <div className={chipsBox(Boolean(error))}>
        <ChipList label={label} chips={chips} onRemove={onRemove} />
        <input
          id={id}
          value={text}
          placeholder={chips.length ? '' : placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => commit(text)}
          className={css({ flex: '1', minW: '40', outline: 'none', bg: 'transparent' })}
        />
      </div>
      <p
        id={`${id}-error`}
        role={error ? 'alert' : undefined}
        className={css({ fontSize: 'sm', color: 'danger', minH: '1.25rem', lineHeight: '1.25rem' })}
      >
        {error ?? ''}
      </p>
    </div>
  )
}

/** The chips themselves, each with its remove button; shared with the combobox variant. */
export function ChipList({
  label,
  chips,
  onRemove,
}: {
  label: string
  chips: Chip[]
  onRemove: (key: string) => void
}) {
  return (
    <ul aria-label={`${label}: added`} className={css({ display: 'contents' })}>
      {chips.map((chip) => (
        <li
          key={chip.key}
          data-bad={chip.bad || undefined}
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            gap: '1',
            pl: '2',
            pr: '1',
            py: '0.5',
            borderRadius: 'full',
            fontSize: 'sm',
            bg: chip.bad ? 'red.100' : 'surface.sunken',
            color: chip.bad ? 'red.800' : 'text',
            borderWidth: '1px',
            borderColor: chip.bad ? 'danger' : 'transparent',
            maxW: 'full',
          })}
        >
          {/* A 300-character department stays inside the box; the full text is its title. */}
          <span
            title={chip.label}
            className={css({
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              minW: '0',
            })}
          >
            {chip.label}
          </span>
          <button
            type="button"
            aria-label={`Remove ${chip.label}`}
            onClick={() => onRemove(chip.key)}
            className={css({ px: '1', cursor: 'pointer', borderRadius: 'full' })}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  )
}
