import { useMemo } from 'react'
import type { NewTrainingForm } from '../../../machines/custom-training/custom-trainings.machine'
import { isLanguage } from '../../domain/videos'
import CustomTrainingsPage from '../../features/custom-training/CustomTrainingsPage'
import { useBoundFlow } from '../browser-deps'
import { bindCustomTrainings } from '../flows/custom-training/custom-trainings'
import { inspect } from '../inspector'

/** A new training's start from the address: a video's name, language and id, or the partners' page. */
function prefillOf(search: string, newTrainingPage: boolean): NewTrainingForm | null {
  const params = new URLSearchParams(search)
  if (!newTrainingPage && params.get('new') !== '1') return null
  const language = params.get('language') ?? 'en'
  return {
    name: (params.get('name') ?? '').slice(0, 200),
    description: '',
    language: isLanguage(language) ? language : 'en',
    videoId: params.get('videoId')?.slice(0, 200) || null,
  }
}

/** /custom, and /custom-training/new-training (partners) opening on the new-training form. */
export default function CustomTrainingsRoute() {
  const logic = useBoundFlow(bindCustomTrainings)
  const input = useMemo(() => {
    const newTrainingPage = window.location.pathname.startsWith('/custom-training/')
    return {
      prefill: prefillOf(window.location.search, newTrainingPage),
      editBase: newTrainingPage ? '/custom-training/edit' : '/edit',
    }
  }, [])
  return <CustomTrainingsPage logic={logic} input={input} inspect={inspect} />
}
