import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { useLocation } from 'wouter'
import CustomTrainingEditorPage from '../../features/custom-training/CustomTrainingEditorPage'
import { useFlowDeps } from '../browser-deps'
import { bindCustomTrainingEditor, bindEditorUpload } from '../flows/custom-training/custom-training-editor'
import { inspect } from '../inspector'

function Editor({ courseId }: { courseId: string }) {
  const deps = useFlowDeps()
  const logic = useMemo(() => bindCustomTrainingEditor(deps), [deps])
  const editor = useActorRef(logic, {
    input: { courseId, idPrefix: crypto.randomUUID().slice(0, 8) },
    ...(inspect ? { inspect } : {}),
  })
  return (
    <CustomTrainingEditorPage
      editor={editor}
      uploadLogic={(target, send) => bindEditorUpload(deps, target, send)}
    />
  )
}

/** /edit/{courseId} and /custom-training/edit/{id}. */
export default function CustomTrainingEditorRoute() {
  const [path] = useLocation()
  const courseId = decodeURIComponent(path.split('/').pop() ?? '')
  return <Editor key={courseId} courseId={courseId} />
}
