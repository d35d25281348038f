import { useState } from 'react'
import { Button } from '../ui/Button'
import { row, select } from './panel-styles'

export function ActorOutcome({
  id,
  done,
  error,
  onSettle,
}: {
  id: string
  done: unknown[]
  error: unknown[]
  onSettle: (failed: boolean, value: unknown) => void
}) {
  const [output, setOutput] = useState(0)
  const [failure, setFailure] = useState(0)
  const label = (value: unknown) => (value === undefined ? '(no output)' : JSON.stringify(value).slice(0, 50))
  return (
    <div className={row}>
      <strong>{id}</strong>
      <select
        aria-label={`${id} success output`}
        className={select}
        value={output}
        onChange={(e) => setOutput(Number(e.target.value))}
      >
        {done.map((value, index) => (
          <option key={index} value={index}>
            {label(value)}
          </option>
        ))}
      </select>
      <Button size="sm" onClick={() => onSettle(false, done[output])}>
        Succeed {id}
      </Button>
      <select
        aria-label={`${id} failure`}
        className={select}
        value={failure}
        onChange={(e) => setFailure(Number(e.target.value))}
      >
        {error.map((value, index) => (
          <option key={index} value={index}>
            {label(value)}
          </option>
        ))}
      </select>
      <Button size="sm" variant="outline" onClick={() => onSettle(true, error[failure])}>
        Fail {id}
      </Button>
    </div>
  )
}
