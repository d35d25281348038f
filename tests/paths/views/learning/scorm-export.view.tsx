import { useActorRef } from '@xstate/react'
import { act, render, screen } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { expect } from 'vitest'
import type { ScormExportEvent, ScormExportInput } from '../../../../machines/learning/scorm-export.machine'
import { bindScormExport } from '../../../../src/app/flows/learning/course-page'
import { SCORM_TEXTS } from '../../../../src/domain/scorm'
import { ScormButton } from '../../../../src/features/learning/ScormButton'
import { enabledControl } from '../../controls'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

// The course header's SCORM button. Which course it is for is the page's: the path's event names it, and the
// harness shows that course before the click.
type Course = { name: string; isGaming: boolean }
const mounted: { show: ((course: Course) => void) | null } = { show: null }

function Harness({ logic, input }: { logic: ReturnType<typeof bindScormExport>; input: ScormExportInput }) {
  const [course, setCourse] = useState<Course>({ name: 'Passwords and Passphrases', isGaming: false })
  useEffect(() => {
    mounted.show = setCourse
  }, [])
  const actor = useActorRef(logic, { input })
  return <ScormButton actor={actor} course={course} />
}

export const scormExportView: ViewAdapter = {
  machineId: 'scormExport',
  mount(input) {
    const scripted = createScriptedActors(['downloadScorm'])
    const { deps, spies } = scriptedDeps()
    render(
      <Harness
        logic={bindScormExport(deps).provide({ actors: scripted.logics })}
        input={input as ScormExportInput}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    const e = event as ScormExportEvent
    act(() => mounted.show!({ name: e.courseName, isGaming: e.isGaming }))
    await user.click(
      enabledControl(screen.queryByRole('button', { name: SCORM_TEXTS.download }), SCORM_TEXTS.download),
    )
  },
  expectState(snapshot) {
    const button = screen.getByRole('button', { name: SCORM_TEXTS.download })
    expect(button).toHaveProperty('disabled', snapshot.matches('downloading'))
    expect(button.getAttribute('aria-busy')).toBe(String(snapshot.matches('downloading')))
  },
}
