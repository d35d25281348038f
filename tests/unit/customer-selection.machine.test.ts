import { describe, expect, it, vi } from 'vitest'
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate'
import {
  isOfferedSelection,
  loadingWithSelection,
  offersSelectAll,
  reportingSelection,
  selectionChanged,
  type CustomerSelection,
} from '../../machines/sharing/customer-selection.machine'

// The selection's helpers as its owners use them (customers list, the simulation's and the course's sharing):
// their own path suites run them, the selection's suite alone does not, so they are checked here.

describe('customer selection helpers', () => {
  it('offers "Select all N" only for a page that has rows, all ticked, with more under the query', () => {
    const base = { pageIds: ['a', 'b'], total: 5, selected: ['a', 'b'], allSelected: false }
    expect(offersSelectAll(base)).toBe(true)
    expect(offersSelectAll({ ...base, pageIds: [], selected: [] })).toBe(false)
    expect(offersSelectAll({ ...base, selected: ['a'] })).toBe(false)
    expect(offersSelectAll({ ...base, total: 2 })).toBe(false)
    expect(offersSelectAll({ ...base, allSelected: true })).toBe(false)
  })

  it("takes a reported selection only when it is of the page's rows, and all only with rows", () => {
    expect(isOfferedSelection(['a', 'b'], { selected: ['a'], allSelected: false })).toBe(true)
    expect(isOfferedSelection(['a', 'b'], { selected: ['a', 'c'], allSelected: false })).toBe(false)
    expect(isOfferedSelection(['a'], { selected: [], allSelected: true })).toBe(true)
    expect(isOfferedSelection([], { selected: [], allSelected: true })).toBe(false)
    expect(isOfferedSelection([], { selected: [], allSelected: false })).toBe(true)
  })

  it('reports every change to its owner as selection.changed', async () => {
    const heard: CustomerSelection[] = []
    const owner = setup({
      actors: { selection: reportingSelection },
      types: { events: {} as { type: 'selection.changed' } & CustomerSelection },
    }).createMachine({
      invoke: { id: 'selection', src: 'selection' },
      on: {
        'selection.changed': {
          actions: ({ event }) => heard.push({ selected: event.selected, allSelected: event.allSelected }),
        },
      },
    })
    const actor = createActor(owner).start()
    const child = actor.getSnapshot().children.selection!
    child.send({ type: 'selection.page', ids: ['a', 'b'], total: 4 })
    child.send({ type: 'selection.toggle', id: 'a' })
    child.send({ type: 'selection.togglePage', selected: true })
    child.send({ type: 'selection.selectAll' })
    child.send({ type: 'selection.toggle', id: 'b' })
    expect(heard).toEqual([
      { selected: [], allSelected: false },
      { selected: ['a'], allSelected: false },
      { selected: ['a', 'b'], allSelected: false },
      { selected: ['a', 'b'], allSelected: true },
      { selected: ['a'], allSelected: false },
    ])
  })

  it("gives the owner's guard and action the reported selection", () => {
    const checked = vi.fn()
    const owner = setup({
      types: {
        context: {} as CustomerSelection & { offered: string[] },
        events: {} as { type: 'selection.changed' } & CustomerSelection,
      },
      guards: {
        isOffered: ({ context }, selection: CustomerSelection) => {
          checked(selection)
          return isOfferedSelection(context.offered, selection)
        },
      },
      actions: {
        setSelection: assign((_, selection: CustomerSelection) => ({ ...selection })),
      },
    }).createMachine({
      context: { offered: ['a', 'b'], selected: [], allSelected: false },
      on: { 'selection.changed': selectionChanged },
    })
    const actor = createActor(owner).start()
    actor.send({ type: 'selection.changed', selected: ['c'], allSelected: false })
    expect(actor.getSnapshot().context).toMatchObject({ selected: [], allSelected: false })
    actor.send({ type: 'selection.changed', selected: ['b'], allSelected: true })
    expect(checked).toHaveBeenLastCalledWith({ selected: ['b'], allSelected: true })
    expect(actor.getSnapshot().context).toMatchObject({ selected: ['b'], allSelected: true })
  })

  it('keeps a loaded page and offers its rows, then is ready', async () => {
    const kept = vi.fn()
    const offered = vi.fn()
    const page = { items: ['a', 'b'] }
    const owner = setup({
      actors: { load: fromPromise(async () => page) },
      actions: {
        setPage: (_, loaded: typeof page) => kept(loaded),
        offerRows: (_, loaded: typeof page) => offered(loaded),
      },
    }).createMachine({
      initial: 'loading',
      states: {
        loading: loadingWithSelection<typeof page, { invoke: { src: 'load' } }>({ invoke: { src: 'load' } }),
        ready: {},
      },
    })
    const actor = createActor(owner).start()
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    expect(kept).toHaveBeenCalledWith(page)
    expect(offered).toHaveBeenCalledWith(page)
  })
})
