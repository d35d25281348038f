import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import { PinnedList, VideoCourses, VideoList, videoQueryParams, type VideoQuery } from '../../domain/videos'

// The video library and pinned videos (001 §7 "Videos").

export async function listVideos(api: $Fetch, companyId: string, query: VideoQuery) {
  return create(await api(PATHS.videoLibrary(companyId), { query: videoQueryParams(query) }), VideoList).data
    .items
}

export async function listPinnedVideos(api: $Fetch, companyId: string) {
  return create(await api(PATHS.pinnedVideos(companyId)), PinnedList).data.items
}

export async function setVideoPinned(api: $Fetch, companyId: string, videoId: string, pinned: boolean) {
  await api((pinned ? PATHS.videoPin : PATHS.videoUnpin)(companyId, videoId), { method: 'POST' })
}

export async function coursesWithVideo(api: $Fetch, companyId: string, videoId: string) {
  return create(await api(PATHS.videoCourses(companyId, videoId)), VideoCourses).courses
}
