import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { scormExportMachine } from '../../../machines/learning/scorm-export.machine'
import { SCORM_TEXTS } from '../../domain/scorm'
import { Button } from '../../ui/Button'

/** A course as a SCORM 1.2 package for the company's own LMS. */
export function ScormButton({
  actor,
  course,
}: {
  actor: ActorRefFrom<typeof scormExportMachine>
  course: { name: string; isGaming?: boolean | undefined } | undefined
}) {
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  return (
    <Button
      variant="outline"
      disabled={!course || busy}
      aria-busy={busy}
      onClick={() =>
        course &&
        actor.send({ type: 'scorm.download', courseName: course.name, isGaming: course.isGaming === true })
      }
    >
      {SCORM_TEXTS.download}
    </Button>
  )
}
