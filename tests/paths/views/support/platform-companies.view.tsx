import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { createActor, SimulatedClock, type ActorRefFrom } from 'xstate'
import { expect, vi } from 'vitest'
import type {
  PlatformCompaniesContext,
  PlatformCompaniesEvent,
  platformCompaniesMachine,
} from '../../../../machines/support/platform-companies.machine'
import { sessionMachine } from '../../../../machines/session/session.machine'
import { bindPlatformCompanies } from '../../../../src/app/flows/support/platform-companies'
import type { PlatformCompaniesQuery } from '../../../../src/domain/platform-companies'
import { overviewFacts, PLATFORM_TEXTS as T, relationOf } from '../../../../src/domain/platform-companies'
import PlatformCompaniesPage from '../../../../src/features/support/PlatformCompaniesPage'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

// The 300 ms search pause runs on a simulated clock: the path's `xstate.after.*` step is the moment it ends.
const mounted: { actor: ActorRefFrom<typeof platformCompaniesMachine> | null } = { actor: null }

function Harness({
  logic,
  input,
}: {
  logic: typeof platformCompaniesMachine
  input: PlatformCompaniesQuery
}) {
  const actor = useActorRef(logic, { input, clock: new SimulatedClock() })
  useEffect(() => {
    mounted.actor = actor
  }, [actor])
  return <PlatformCompaniesPage actor={actor} />
}

const companyList = () => screen.getByRole('list', { name: T.title })

export const platformCompaniesView: ViewAdapter<PlatformCompaniesEvent> = {
  machineId: 'platformCompanies',
  mount(input) {
    const scripted = createScriptedActors(['searchCompanies', 'loadCompany', 'openCompany'])
    const { deps, spies } = scriptedDeps()
    const session = createActor(sessionMachine, { input: {} })
    const sessionSend = vi.spyOn(session, 'send')
    sessionStorage.clear()
    render(
      <Harness
        logic={bindPlatformCompanies(deps, session).provide({ actors: scripted.logics })}
        input={input as PlatformCompaniesQuery}
      />,
    )
    return { scripted, spies: { ...spies, sessionSend } }
  },
  async perform(event, user) {
    if (event.type.startsWith('xstate.after.')) return void act(() => mounted.actor!.send(event as never))
    switch (event.type) {
      case 'companies.search':
        return void fireEvent.change(screen.getByRole('searchbox', { name: T.search }), {
          target: { value: event.text },
        })
      case 'companies.page':
        return void (await user.click(
          within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', {
            name:
              event.pageNumber > (mounted.actor!.getSnapshot().context.pageNumber ?? 0) ? T.next : T.previous,
          }),
        ))
      case 'companies.retry':
      case 'company.retry': {
        const alerts = screen.getAllByRole('alert')
        const index = event.type === 'companies.retry' ? 0 : alerts.length - 1
        return void (await user.click(within(alerts[index]!).getByRole('button', { name: 'Retry' })))
      }
      case 'company.select': {
        const rows = mounted.actor!.getSnapshot().context.page!.items
        const index = rows.findIndex((row) => row.id === event.companyId)
        return void (await user.click(within(companyList()).getAllByRole('button')[index]!))
      }
      case 'company.close':
        return void (await user.click(screen.getByRole('button', { name: T.close })))
      case 'company.open':
        return void (await user.click(screen.getByRole('button', { name: T.open })))
      case 'reason.change':
        return void fireEvent.change(screen.getByRole('textbox', { name: T.reasonLabel }), {
          target: { value: event.text },
        })
      case 'reason.cancel':
        return void (await user.click(screen.getByRole('button', { name: T.cancel })))
      case 'reason.submit':
        return void (await user.click(screen.getByRole('button', { name: T.confirm })))
    }
  },
  expectState(snapshot, spies) {
    const context = snapshot.context as PlatformCompaniesContext
    const dialog = snapshot.matches({ company: 'asking' }) || snapshot.matches({ company: 'opening' })
    expect(screen.queryByRole('dialog') !== null).toBe(dialog)
    if (dialog) {
      const box = screen.getByRole('textbox', { name: T.reasonLabel })
      expect(box).toHaveValue(context.reason)
      if (context.reasonError)
        expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(context.reasonError)
      expect(screen.getByRole('button', { name: T.confirm })).toHaveProperty(
        'disabled',
        snapshot.matches({ company: 'opening' }),
      )
      return
    }
    // The list: its rows as the last answer gave them, busy while a search is on its way.
    const list = companyList()
    const busy = snapshot.matches({ list: 'loading' }) || snapshot.matches({ list: 'pausing' })
    expect(list.getAttribute('aria-busy')).toBe(busy ? 'true' : null)
    const rows = within(list).queryAllByRole('listitem')
    expect(rows).toHaveLength(context.page?.items.length ?? 0)
    context.page?.items.forEach((row, index) => {
      const item = within(rows[index]!)
      expect(item.getByText(row.name)).toBeTruthy()
      expect(item.getByText(relationOf(row), { exact: false })).toBeTruthy()
      if (row.matchedUser) expect(item.getByText(T.matchedUser(row.matchedUser))).toBeTruthy()
      expect(item.getByRole('button').getAttribute('aria-current')).toBe(
        row.id === context.companyId ? 'true' : null,
      )
    })
    if (snapshot.matches({ list: 'failed' }))
      expect(screen.getAllByRole('alert')[0]).toHaveTextContent(context.listFailure!)
    // The company on screen.
    if (snapshot.matches({ company: 'none' })) expect(screen.getByText(T.pick)).toBeTruthy()
    else expect(screen.queryByText(T.pick)).toBeNull()
    if (snapshot.matches({ company: 'failed' }))
      expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent(context.companyFailure!)
    const shown = ['ready', 'opened'].some((state) => snapshot.matches({ company: state }))
    if (shown && context.overview) {
      const facts = screen.getByLabelText(T.facts)
      for (const [term, value] of overviewFacts(context.overview)) {
        expect(within(facts).getByText(term)).toBeTruthy()
        expect(within(facts).getAllByText(value).length).toBeGreaterThan(0)
      }
      const open = screen.queryByRole('button', { name: T.open })
      expect(open !== null).toBe(!context.overview.own)
      if (open) expect(open).toHaveProperty('disabled', !snapshot.matches({ company: 'ready' }))
      const audit = within(screen.getByRole('list', { name: T.audit })).queryAllByRole('listitem')
      expect(audit).toHaveLength(context.overview.audit.length)
    } else expect(screen.queryByRole('button', { name: T.open })).toBeNull()
    // Opening enters the company once, with the reason the dialog took.
    const entered = snapshot.matches({ company: 'opened' })
    expect(spies.sessionSend?.mock.calls.length).toBe(entered ? 1 : 0)
    if (entered) {
      const [[sent]] = spies.sessionSend!.mock.calls as [
        [{ user: { staffReason: string; company_id: string } }],
      ]
      expect(sent.user).toMatchObject({
        staffReason: context.reason.trim(),
        company_id: context.overview!.id,
      })
      expect(spies.navigate?.mock.calls.at(-1)).toEqual(['/home', { replace: true }])
    }
  },
}
