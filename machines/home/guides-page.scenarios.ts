import { defineFlow } from '../flow'
import { guidesPageMachine } from './guides-page.machine'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'
import { libraryVideos } from '../samples/videos.samples'

const guides = libraryVideos.slice(0, 2)

export const guidesPageScenarios: Scenarios<typeof guidesPageMachine> = {
  events: {
    'guides.retry': [{ type: 'guides.retry' }],
    'guide.play': [
      { type: 'guide.play', videoId: guides[0]!.id },
      { type: 'guide.play', videoId: 'vid_missing' },
    ],
    'dialog.close': [{ type: 'dialog.close' }],
  },
  outcomes: {
    loadGuides: {
      done: [guides, []],
      error: [offline, failure(403, 'forbidden', "You don't have permission to access")],
    },
  },
  abstractContext: (context) => ({
    guides: context.guides?.length ?? null,
    playing: context.playing,
    failure: context.failure !== null,
  }),
  maxStates: 2000,
}

export const guidesPageFlow = defineFlow({
  id: 'guidesPage',
  file: 'home/guides-page',
  title: 'Guides and resources',
  description:
    'The platform’s video guides (the video library’s Guides category), each played in a dialog, and the link cards, hidden by the custom-domain, integration and coalition rules.',
  routes: ['/guides-and-resources'],
  machine: guidesPageMachine,
  scenarios: guidesPageScenarios,
})
