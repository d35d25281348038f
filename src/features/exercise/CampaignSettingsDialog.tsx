import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { campaignSettingsMachine } from '../../../machines/exercise/campaign-settings.machine'
import type { userSearchMachine } from '../../../machines/exercise/user-search.machine'
import { UserSearchPicker } from './UserSearchPicker'
import { CAMPAIGN_TEXTS, type CampaignForm } from '../../domain/exercise-campaign'
import { Alert } from '../../ui/Alert'
import { DaysToCompleteFields, NotificationFields } from './CampaignFormFields'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { TextField } from '../../ui/TextField'

import {
  selectOpen,
  selectDepartments,
  selectGroups,
  selectConfirming,
  selectSaving,
  selectForm,
  selectCampaign,
  selectFailure,
  selectAddedUsers,
  selectErrors,
  selectCanSave,
} from './campaign-settings-selectors'
type Settings = ActorRefFrom<typeof campaignSettingsMachine>
const choice = css({ display: 'flex', gap: '2', alignItems: 'center' })

/** Campaign Settings (002 §2.7): saved departments, groups and users stay and cannot be taken out. */
export function CampaignSettingsDialog({
  settings,
  userSearch,
}: {
  settings: Settings
  userSearch: ActorRefFrom<typeof userSearchMachine>
}) {
  const addedUsers = useSelector(settings, selectAddedUsers)
  const departments = useSelector(settings, selectDepartments)
  const groups = useSelector(settings, selectGroups)
  const open = useSelector(settings, selectOpen)
  const confirming = useSelector(settings, selectConfirming)
  const saving = useSelector(settings, selectSaving)
  const form = useSelector(settings, selectForm)
  const campaign = useSelector(settings, selectCampaign)
  const failure = useSelector(settings, selectFailure)
  const errors = useSelector(settings, selectErrors)
  const canSave = useSelector(settings, selectCanSave)
  const change = (patch: Partial<CampaignForm>) => settings.send({ type: 'settings.change', patch })
  const targets =
    form.usersType === 'USERS_FROM_DEPARTMENTS'
      ? {
          label: 'Departments',
          options: departments,
          chosen: form.departmentIds,
          saved: campaign?.selectedDepartments ?? [],
          key: 'departmentIds' as const,
        }
      : form.usersType === 'USERS_FROM_GROUPS'
        ? {
            label: 'Groups',
            options: groups,
            chosen: form.groupIds,
            saved: campaign?.selectedGroups ?? [],
            key: 'groupIds' as const,
          }
        : null
  return (
    <>
      <Dialog
        open={open}
        title="Campaign Settings"
        size="lg"
        onClose={() => settings.send({ type: 'settings.close' })}
        actions={
          <>
            <Button variant="ghost" onClick={() => settings.send({ type: 'settings.close' })}>
              Cancel
            </Button>
            <Button
              disabled={!canSave || saving}
              aria-busy={saving}
              onClick={() => settings.send({ type: 'settings.save' })}
            >
              {saving ? 'Saving…' : 'Save'}
            </Button>
          </>
        }
      >
        <div className={css({ display: 'grid', gap: '3', minW: { md: '480px' } })}>
          {failure ? <Alert tone="danger">{failure}</Alert> : null}
          <TextField
            label="Campaign Name"
            name="settingsName"
            maxLength={200}
            value={form.name}
            error={errors.name}
            onChange={(event) => change({ name: event.target.value })}
          />
          <DaysToCompleteFields form={form} errors={errors} change={change} prefix="settings" />
          <NotificationFields form={form} errors={errors} change={change} prefix="settings" />
          {targets ? (
            <div role="group" aria-label={targets.label} className={css({ display: 'grid', gap: '1' })}>
              <strong className={css({ fontSize: 'sm' })}>{targets.label}</strong>
              {targets.options.map((option) => {
                const saved = targets.saved.includes(option.id)
                return (
                  <label key={option.id} className={choice}>
                    <input
                      type="checkbox"
                      checked={targets.chosen.includes(option.id)}
                      disabled={saved}
                      onChange={(event) =>
                        change({
                          [targets.key]: event.target.checked
                            ? [...targets.chosen, option.id]
                            : targets.chosen.filter((id) => id !== option.id),
                        })
                      }
                    />
                    {option.name}
                    {saved ? (
                      <span className={css({ fontSize: 'xs', color: 'text.muted' })}>(saved)</span>
                    ) : null}
                  </label>
                )
              })}
            </div>
          ) : null}
          {form.usersType === 'USERS_SELECTED' && campaign ? (
            <div role="group" aria-label="Selected users" className={css({ display: 'grid', gap: '1' })}>
              <strong className={css({ fontSize: 'sm' })}>Selected users</strong>
              <UserSearchPicker
                search={userSearch}
                chosen={addedUsers}
                directory={{ departments, groups }}
                locked={campaign.learners}
                lockedCount={campaign.learners.length}
                onAdd={(user) => settings.send({ type: 'users.add', user })}
                onRemove={(userId) => settings.send({ type: 'users.remove', userId })}
              />
            </div>
          ) : null}
        </div>
      </Dialog>
      <Dialog
        open={confirming || saving}
        role="alertdialog"
        title="Save settings?"
        onClose={() => settings.send({ type: 'confirm.no' })}
        actions={
          <>
            <Button variant="ghost" disabled={saving} onClick={() => settings.send({ type: 'confirm.no' })}>
              Back
            </Button>
            <Button
              disabled={saving}
              aria-busy={saving}
              onClick={() => settings.send({ type: 'confirm.yes' })}
            >
              {saving ? 'Saving…' : 'Confirm'}
            </Button>
          </>
        }
      >
        <p>{CAMPAIGN_TEXTS.settingsConfirm}</p>
      </Dialog>
    </>
  )
}
