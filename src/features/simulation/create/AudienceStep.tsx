import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../../styled-system/css'
import type { userSearchMachine } from '../../../../machines/exercise/user-search.machine'
import { AUDIENCE_LABELS, AUDIENCES } from '../../../domain/simulation/campaign'
import { parseEmails, type SimulationDraft } from '../../../domain/simulation/draft'
import { Checklist } from '../../../ui/Checklist'
import { RadioChoices } from '../../../ui/RadioChoices'
import { TextAreaField } from '../../../ui/TextAreaField'
import { UserSearchPicker } from '../../exercise/UserSearchPicker'
import { selectChosenUsers, selectDraft, selectMessages, selectOptions, type CreateFlow } from './selectors'

/** Step 3: who receives it (000 §4 audience modes). */
export function AudienceStep({
  flow,
  userSearch,
}: {
  flow: CreateFlow
  userSearch: ActorRefFrom<typeof userSearchMachine>
}) {
  const draft = useSelector(flow, selectDraft)
  const options = useSelector(flow, selectOptions)
  const chosen = useSelector(flow, selectChosenUsers)
  const messages = useSelector(flow, selectMessages)
  const change = (patch: Partial<SimulationDraft>) => flow.send({ type: 'draft.change', patch })
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <RadioChoices
        label="Recipients"
        name="audience"
        choices={AUDIENCES}
        labels={AUDIENCE_LABELS}
        value={draft.audience}
        onChange={(audience) => change({ audience })}
      />
      {draft.audience === 'USERS_FROM_DEPARTMENTS' ? (
        <Checklist
          label="Departments"
          options={options.departments}
          chosen={draft.departmentIds}
          onChange={(departmentIds) => change({ departmentIds })}
          error={messages.departmentIds}
        />
      ) : null}
      {draft.audience === 'USERS_FROM_GROUPS' ? (
        <Checklist
          label="Groups"
          options={options.groups}
          chosen={draft.groupIds}
          onChange={(groupIds) => change({ groupIds })}
          error={messages.groupIds}
        />
      ) : null}
      {draft.audience === 'USERS_SELECTED' ? (
        <div className={css({ display: 'grid', gap: '2' })}>
          <UserSearchPicker
            search={userSearch}
            chosen={chosen}
            onAdd={(user) => flow.send({ type: 'users.add', user })}
            onRemove={(userId) => flow.send({ type: 'users.remove', userId })}
          />
          {messages.userIds ? (
            <p role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
              {messages.userIds}
            </p>
          ) : null}
        </div>
      ) : null}
      {draft.audience === 'CUSTOM_USERS' ? (
        <TextAreaField
          label="Addresses of your users (one per line, or separated by commas)"
          name="emails"
          rows={5}
          defaultValue={draft.emails.join('\n')}
          error={messages.emails}
          onChange={(event) => change({ emails: parseEmails(event.target.value) })}
        />
      ) : null}
      {draft.audience === 'ONLY_ME' ? (
        <p className={css({ fontSize: 'sm', color: 'text.muted' })}>
          Only you receive it: a safe way to see it first.
        </p>
      ) : null}
    </div>
  )
}
