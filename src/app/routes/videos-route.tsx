import { useMemo } from 'react'
import { companyFacts } from '../../domain/company-kind'
import { parseVideoQuery } from '../../domain/videos'
import VideoLibraryPage from '../../features/learning/VideoLibraryPage'
import { useBoundFlow, useFlowDeps } from '../browser-deps'
import { bindVideoLibrary } from '../flows/learning/video-library'
import { boundCopyButton } from '../flows/learning/copy-button'
import { inspect } from '../inspector'

/** /learning/videos. */
export default function VideosRoute() {
  const logic = useBoundFlow(bindVideoLibrary)
  const deps = useFlowDeps()
  const input = useMemo(() => ({ query: parseVideoQuery(window.location.search) }), [])
  return (
    <VideoLibraryPage
      logic={logic}
      input={input}
      inspect={inspect}
      isPartner={companyFacts(deps.who().company).isPartner}
      copyLogic={boundCopyButton}
    />
  )
}
