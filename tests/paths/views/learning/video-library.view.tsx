import { render, screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import {
  pinnedCount,
  selectedVideo,
  type VideoLibraryContext,
  type VideoLibraryEvent,
} from '../../../../machines/learning/video-library.machine'
import { firstVideoQuery } from '../../../../machines/samples/videos.samples'
import { bindVideoLibrary } from '../../../../src/app/flows/learning/video-library'
import { PRIMARY_LANGUAGES } from '../../../../src/domain/courses'
import { MAX_PINNED_VIDEOS, VIDEO_TEXTS, videoLength } from '../../../../src/domain/videos'
import { copyButtonMachine } from '../../../../machines/learning/copy-button.machine'
import VideoLibraryPage from '../../../../src/features/learning/VideoLibraryPage'
import { enabledControl } from '../../controls'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

const dialog = () => within(screen.getByRole('dialog'))
const pinBar = () => within(dialog().getByRole('region', { name: 'Learner dashboard' }))

export const videoLibraryView: ViewAdapter<VideoLibraryEvent> = {
  machineId: 'videoLibrary',
  mount() {
    const scripted = createScriptedActors(['loadVideos', 'loadVideoCourses', 'setPinned'])
    const { deps, spies } = scriptedDeps()
    render(
      <VideoLibraryPage
        logic={bindVideoLibrary(deps).provide({ actors: scripted.logics })}
        input={{ query: firstVideoQuery }}
        isPartner={false}
        copyLogic={copyButtonMachine}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    switch (event.type) {
      case 'library.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
      case 'library.category':
        return void (await user.click(
          within(screen.getByRole('navigation', { name: 'Video categories' })).getByRole('button', {
            name: event.category,
          }),
        ))
      case 'library.language':
        return void (await user.selectOptions(
          screen.getByRole('combobox', { name: 'Language' }),
          PRIMARY_LANGUAGES.find((item) => item.code === event.language)?.label ?? 'All languages',
        ))
      case 'library.search': {
        const box = screen.getByRole('searchbox', { name: 'Search videos' })
        await user.clear(box)
        if (event.search) await user.type(box, event.search)
        return void (await user.click(screen.getByRole('button', { name: 'Search' })))
      }
      case 'video.open': {
        const list = screen.getByRole('list', { name: 'Videos' })
        const card = within(list)
          .queryAllByRole('listitem')
          .find((item) =>
            item.textContent?.includes(event.videoId === 'vid_report' ? 'Report it fast' : 'Spot the phish'),
          )
        return void (await user.click(within(card!).getByRole('button')))
      }
      case 'video.close':
        return void (await user.click(dialog().getByRole('button', { name: 'Close' })))
      case 'courses.retry':
        return void (await user.click(dialog().getByRole('button', { name: 'Retry' })))
      case 'pin.ask':
        return void (await user.click(
          enabledControl(pinBar().getByRole('button', { name: /^(Pin|Unpin) video$/ }), 'pin'),
        ))
      case 'pin.confirm':
        return void (await user.click(pinBar().getByRole('button', { name: /^(Add|Remove)$/ })))
      case 'pin.cancel':
        return void (await user.click(pinBar().getByRole('button', { name: 'Cancel' })))
    }
  },
  expectState(snapshot) {
    const context = snapshot.context as VideoLibraryContext
    // Behind an open dialog the page is hidden from assistive technology, still there.
    const list = screen.getByRole('list', { name: 'Videos', hidden: true })
    expect(list).toHaveAttribute('aria-busy', String(snapshot.matches('loading')))
    if (snapshot.matches('failed')) expect(screen.getByText(context.failure ?? '')).toBeInTheDocument()
    const shown = snapshot.matches('loading') ? [] : (context.videos ?? [])
    const cards = within(list).queryAllByRole('listitem', { hidden: true })
    expect(cards).toHaveLength(shown.length)
    // A shipped sample says so on its card, beside its length; a full video shows its length alone.
    shown.forEach((item, index) => expect(cards[index]).toHaveTextContent(videoLength(item)))
    const pressed = within(
      screen.getByRole('navigation', { name: 'Video categories', hidden: true }),
    ).getByRole('button', { pressed: true, hidden: true })
    expect(pressed.textContent).toBe(context.query.categoryName)
    const video = snapshot.matches({ ready: 'viewing' }) ? selectedVideo(context) : null
    if (!video) return void expect(screen.queryByRole('dialog')).toBeNull()
    expect(dialog().getByRole('heading', { name: video.name })).toBeTruthy()
    if (video.sample) expect(dialog().getByText(VIDEO_TEXTS.sampleNote)).toBeTruthy()
    else expect(dialog().queryByText(VIDEO_TEXTS.sampleNote)).toBeNull()
    if (video.shareUrl) expect(dialog().getByDisplayValue(video.shareUrl)).toBeTruthy()
    else expect(dialog().queryByText(/Share link/)).toBeNull()
    if (snapshot.matches({ ready: { viewing: { courses: 'loaded' } } })) {
      if (context.courses!.length === 0) expect(dialog().getByText(VIDEO_TEXTS.noCourses)).toBeTruthy()
      for (const course of context.courses!)
        expect(dialog().getByRole('link', { name: course.name })).toBeTruthy()
    }
    if (snapshot.matches({ ready: { viewing: { pin: 'confirming' } } })) {
      expect(
        pinBar().getByText(video.isPinned ? VIDEO_TEXTS.confirmUnpin : VIDEO_TEXTS.confirmPin),
      ).toBeTruthy()
      return
    }
    const button = pinBar().getByRole('button', { name: video.isPinned ? 'Unpin video' : 'Pin video' })
    const full = !video.isPinned && pinnedCount(context) >= MAX_PINNED_VIDEOS
    expect(button).toHaveProperty(
      'disabled',
      full || snapshot.matches({ ready: { viewing: { pin: 'saving' } } }),
    )
    if (full) expect(pinBar().getByRole('note')).toHaveTextContent(VIDEO_TEXTS.pinLimit)
  },
}
