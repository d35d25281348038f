import { useMemo } from 'react'
import { useLocation } from 'wouter'
import TrainingPreviewPage from '../../features/custom-training/TrainingPreviewPage'
import { useBoundFlow } from '../browser-deps'
import { bindTrainingPreview } from '../flows/custom-training/training-preview'
import { inspect } from '../inspector'

/** /preview/{courseId}. */
export default function TrainingPreviewRoute() {
  const logic = useBoundFlow(bindTrainingPreview)
  const [path] = useLocation()
  const courseId = decodeURIComponent(path.split('/').pop() ?? '')
  const input = useMemo(() => ({ courseId }), [courseId])
  return <TrainingPreviewPage key={courseId} logic={logic} input={input} inspect={inspect} />
}
