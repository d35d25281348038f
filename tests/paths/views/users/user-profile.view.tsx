import { render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { expect } from 'vitest'
import {
  type userProfileMachine,
  type UserProfileContext,
  type UserProfileEvent,
} from '../../../../machines/users/user-profile.machine'
import type { ProfileTab } from '../../../../src/domain/user-profile'
import UserProfilePage from '../../../../src/features/users/UserProfilePage'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindUserProfile } from '../../../../src/app/flows/users/user-profile'

// The profile page with its tab in local state, as the route keeps it in the URL.
function Harness({ logic }: { logic: typeof userProfileMachine }) {
  const [tab, setTab] = useState<ProfileTab>('outstanding_tasks')
  return <UserProfilePage logic={logic} input={{ userId: 'u1' }} tab={tab} onTab={setTab} />
}

async function openTab(name: RegExp, user: Parameters<ViewAdapter['perform']>[1]) {
  const tab = screen.getByRole('tab', { name })
  if (tab.getAttribute('aria-selected') !== 'true') await user.click(tab)
}

export const userProfileView: ViewAdapter<UserProfileEvent> = {
  machineId: 'userProfile',
  mount() {
    const scripted = createScriptedActors(['loadProfile', 'saveProfile', 'setPassword', 'loadDirectory'])
    const { deps, spies } = scriptedDeps()
    render(<Harness logic={bindUserProfile(deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    if (event.type === 'profile.retry')
      return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
    if (event.type === 'profile.save') {
      const { values } = event
      await openTab(/^Edit$/, user)
      // Asked afresh each time: a re-render may replace the form element between two steps.
      const form = () => within(screen.getByRole('form', { name: 'Edit profile' }))
      for (const [label, value] of [
        ['First name', values.name],
        ['Last name', values.lastName],
      ] as const) {
        await user.clear(form().getByLabelText(label))
        if (value) await user.type(form().getByLabelText(label), value)
      }
      await user.click(form().getByLabelText(values.role === 'admin' ? 'Admin' : 'Learner'))
      for (const [label, names] of [
        ['Departments', values.departments],
        ['Groups', values.groups],
      ] as const) {
        const chips = form().getByRole('list', { name: `${label}: added` })
        for (const remove of within(chips).queryAllByRole('button', { name: /^Remove / }))
          await user.click(remove)
        const box = form().getByRole('combobox', { name: label })
        // Pasted, then Enter: in jsdom user-event loses a typed space in this combobox.
        for (const name of names) {
          await user.click(box)
          await user.paste(name)
          await user.keyboard('{Enter}')
        }
      }
      return void (await user.click(form().getByRole('button', { name: 'Save changes' })))
    }
    if (event.type === 'profile.setPassword') {
      const { password } = event
      await openTab(/^Password$/, user)
      const form = within(screen.getByRole('form', { name: 'Temporary password' }))
      await user.clear(form.getByLabelText('Temporary password'))
      await user.type(form.getByLabelText('Temporary password'), password)
      return void (await user.click(form.getByRole('button', { name: 'Set temporary password' })))
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as UserProfileContext
    if (snapshot.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    if (snapshot.matches('failed')) expect(screen.getByText(context.failure ?? '')).toBeInTheDocument()
    if (!context.profile) return
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      `${context.profile.name} ${context.profile.lastName}`,
    )
    const editForm = screen.queryByRole('form', { name: 'Edit profile' })
    if (editForm) {
      for (const message of Object.values(context.editErrors))
        expect(within(editForm).getByText(message)).toBeInTheDocument()
      if (context.editFailure) expect(within(editForm).getByText(context.editFailure)).toBeInTheDocument()
      const button = within(editForm).getByRole('button', {
        name: snapshot.hasTag('saving') ? 'Saving…' : 'Save changes',
      })
      expect(button).toHaveProperty('disabled', snapshot.hasTag('saving'))
    }
    const passwordForm = screen.queryByRole('form', { name: 'Temporary password' })
    if (passwordForm) {
      expect(within(passwordForm).getByLabelText('Temporary password')).toHaveValue(context.password)
      if (context.passwordError)
        expect(within(passwordForm).getByText(context.passwordError)).toBeInTheDocument()
    }
  },
}
