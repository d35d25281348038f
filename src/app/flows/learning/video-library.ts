import { videoLibraryMachine } from '../../../../machines/learning/video-library.machine'
import { coursesWithVideo, listVideos, setVideoPinned } from '../../../api/learning/videos'
import { serializeVideoQuery } from '../../../domain/videos'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** The video library of the signed-in company, its query kept in the address. */
export function bindVideoLibrary(deps: FlowDeps) {
  return videoLibraryMachine.provide({
    actors: {
      loadVideos: gatewayCall((query) => listVideos(deps.api, companyIdOf(deps), query)),
      loadVideoCourses: gatewayCall(({ videoId }) => coursesWithVideo(deps.api, companyIdOf(deps), videoId)),
      setPinned: gatewayCall(({ videoId, pinned }) =>
        setVideoPinned(deps.api, companyIdOf(deps), videoId, pinned),
      ),
    },
    actions: {
      writeQuery: (_, query) =>
        deps.navigate(`${window.location.pathname}${serializeVideoQuery(query)}`, { replace: true }),
      notify: (_, toast) => deps.toast(toast.title, toast.type),
    },
  })
}
