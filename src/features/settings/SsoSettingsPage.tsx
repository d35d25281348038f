import { useActorRef, useSelector } from '@xstate/react'
import type { ActorOptions, InspectionEvent } from 'xstate'
import { css } from '../../../styled-system/css'
import type { ssoSettingsMachine } from '../../../machines/settings/sso-settings.machine'
import {
  fieldsOf,
  SSO_FIELD_LABELS,
  SSO_PROVIDER_LABELS,
  SSO_PROVIDERS,
  SSO_TEXTS,
  type SsoField,
  type SsoProvider,
} from '../../domain/sso-settings'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { ConfirmActionDialog } from '../../ui/ConfirmActionDialog'
import { RetryAlert } from '../../ui/ListParts'
import { panel } from '../../ui/surfaces'
import { TextAreaField } from '../../ui/TextAreaField'
import { TextField } from '../../ui/TextField'
import { SaveCancelFooter } from '../../ui/SaveCancelFooter'
import { SettingsTabs } from './SettingsTabs'
import { SsoTestPanel } from './SsoTestPanel'
import {
  selectBusy,
  selectConfirmingRemove,
  selectDraft,
  selectEditing,
  selectFailure,
  selectIdle,
  selectLoadFailure,
  selectLoading,
  selectProblems,
  selectSecretKept,
  selectSettings,
  selectToken,
} from './sso-selectors'
import { actionRow, copyValue, muted, panelHeading, textLink } from './settings-styles'

/** A label and a value to copy into the identity provider. */
function Fact({ label, text }: { label: string; text: string }) {
  return (
    <div className={css({ display: 'grid', gap: '0.5' })}>
      <dt className={css({ fontSize: 'sm', fontWeight: 'medium' })}>{label}</dt>
      <dd className={copyValue}>{text}</dd>
    </div>
  )
}

/** /settings/single-sign-on: the provider and its form, enforcement, what the provider is told, the SCIM token. */
export default function SsoSettingsPage({
  logic,
  inspect,
  clock,
}: {
  logic: typeof ssoSettingsMachine
  inspect?: ((event: InspectionEvent) => void) | undefined
  /** Generated path runs give a simulated clock: a path's step is the moment the result is read again. */
  clock?: ActorOptions<typeof ssoSettingsMachine>['clock']
}) {
  const actor = useActorRef(logic, { ...(inspect ? { inspect } : {}), ...(clock ? { clock } : {}) })
  const settings = useSelector(actor, selectSettings)
  const loading = useSelector(actor, selectLoading)
  const loadFailure = useSelector(actor, selectLoadFailure)
  const failure = useSelector(actor, selectFailure)
  const editing = useSelector(actor, selectEditing)
  const draft = useSelector(actor, selectDraft)
  const problems = useSelector(actor, selectProblems)
  const busy = useSelector(actor, selectBusy)
  const confirmingRemove = useSelector(actor, selectConfirmingRemove)
  const token = useSelector(actor, selectToken)
  const idle = useSelector(actor, selectIdle)
  const secretKept = useSelector(actor, selectSecretKept)
  const provider = settings?.provider ?? null
  const change = (field: SsoField, text: string) => actor.send({ type: 'field.change', field, value: text })

  const input = (field: SsoField) => {
    const common = {
      label: SSO_FIELD_LABELS[field],
      name: field,
      value: draft[field] ?? '',
      error: problems[field] ?? null,
    }
    if (field === 'protocol')
      return (
        <label
          key={field}
          className={css({ display: 'grid', gap: '1', fontSize: 'sm', fontWeight: 'medium' })}
        >
          {SSO_FIELD_LABELS.protocol}
          <select
            name="protocol"
            value={draft.protocol ?? 'OIDC'}
            onChange={(event) => change('protocol', event.target.value)}
            className={css({
              borderWidth: '1px',
              borderColor: 'border',
              borderRadius: 'md',
              p: '2',
              bg: 'surface.card',
            })}
          >
            <option value="OIDC">OpenID Connect</option>
            <option value="SAML">SAML 2.0</option>
          </select>
        </label>
      )
    if (field === 'certificate')
      return (
        <TextAreaField
          key={field}
          {...common}
          rows={6}
          placeholder="-----BEGIN CERTIFICATE-----"
          onChange={(event) => change(field, event.target.value)}
        />
      )
    return (
      <TextField
        key={field}
        {...common}
        type={field === 'clientSecret' ? 'password' : 'text'}
        autoComplete="off"
        hint={field === 'clientSecret' && secretKept ? SSO_TEXTS.secretKept : undefined}
        onChange={(event) => change(field, event.target.value)}
      />
    )
  }

  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '5', maxW: '960px' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Settings</h1>
      <SettingsTabs current="single-sign-on" />
      <RetryAlert message={loadFailure} onRetry={() => actor.send({ type: 'retry' })} />
      {loading ? <p className={muted}>Loading…</p> : null}
      {failure && !editing ? <Alert tone="danger">{failure}</Alert> : null}

      {settings ? (
        <>
          <section aria-labelledby="sso-provider-title" className={panel}>
            <h2 id="sso-provider-title" className={panelHeading}>
              Identity provider
            </h2>
            {provider ? (
              <>
                <p>
                  Connected to <strong>{SSO_PROVIDER_LABELS[provider]}</strong>. Learners and admins start at{' '}
                  <span className={copyValue}>{settings.ssoLink}</span>.
                </p>
                <dl
                  className={css({
                    display: 'grid',
                    gap: '2',
                    gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
                  })}
                >
                  {Object.entries(settings.fields).map(([field, text]) => (
                    <Fact
                      key={field}
                      label={SSO_FIELD_LABELS[field as SsoField] ?? field}
                      text={field === 'certificate' ? `${text.slice(0, 40)}…` : text}
                    />
                  ))}
                </dl>
              </>
            ) : (
              <p className={muted}>No identity provider is connected: everyone signs in with a password.</p>
            )}
            {editing ? null : (
              <div className={actionRow}>
                <span className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
                  {provider ? 'Change or edit the provider:' : 'Connect a provider:'}
                </span>
                {SSO_PROVIDERS.map((id) => (
                  <Button
                    key={id}
                    variant="outline"
                    disabled={!idle}
                    onClick={() => actor.send({ type: 'provider.choose', provider: id })}
                  >
                    {SSO_PROVIDER_LABELS[id]}
                  </Button>
                ))}
                {provider ? (
                  <Button
                    variant="danger"
                    disabled={!idle}
                    onClick={() => actor.send({ type: 'remove.request' })}
                  >
                    Remove
                  </Button>
                ) : null}
              </div>
            )}
          </section>

          {editing ? (
            <form
              aria-labelledby="sso-form-title"
              className={panel}
              noValidate
              onSubmit={(event) => {
                event.preventDefault()
                actor.send({ type: 'form.save' })
              }}
            >
              <h2 id="sso-form-title" className={panelHeading}>
                {SSO_PROVIDER_LABELS[editing as SsoProvider]}
              </h2>
              {fieldsOf(editing, draft).map(input)}
              <SaveCancelFooter
                busy={busy}
                failure={failure}
                onCancel={() => actor.send({ type: 'form.cancel' })}
              />
            </form>
          ) : null}

          <section aria-labelledby="sso-sp-title" className={panel}>
            <h2 id="sso-sp-title" className={panelHeading}>
              What to tell your identity provider
            </h2>
            <dl className={css({ display: 'grid', gap: '3' })}>
              <Fact label="Redirect URI (OpenID Connect)" text={settings.oidcRedirectUrl} />
              <Fact label="Assertion consumer service (ACS) URL" text={settings.acsUrl} />
              <Fact label="Service provider entity ID" text={settings.entityId} />
              <Fact label="SAML metadata URL" text={settings.metadataUrl} />
            </dl>
            <p className={muted}>
              Most identity providers import the metadata from its address, or from the file:{' '}
              <a className={textLink} href={`${settings.metadataUrl}?download`} download>
                Download SAML metadata (XML)
              </a>
              . It carries the certificate the console signs its sign-in requests with.
            </p>
          </section>

          <SsoTestPanel actor={actor} />

          <section aria-labelledby="scim-title" className={panel}>
            <h2 id="scim-title" className={panelHeading}>
              User provisioning (SCIM 2.0)
            </h2>
            <p className={muted}>
              Your identity provider creates, updates and deactivates users here through SCIM with this
              address and a bearer token.
            </p>
            <dl className={css({ display: 'grid', gap: '3' })}>
              <Fact label="SCIM base URL" text={settings.scimUrl} />
              <Fact
                label="Bearer token"
                text={
                  settings.scimTokenCreatedAt
                    ? `Generated ${new Date(settings.scimTokenCreatedAt).toLocaleString('en-US')}`
                    : 'None yet'
                }
              />
            </dl>
            {token ? (
              <div className={css({ display: 'grid', gap: '2' })}>
                <TextField
                  label="New SCIM token"
                  name="scimToken"
                  value={token}
                  readOnly
                  hint={SSO_TEXTS.tokenOnce}
                />
                <div className={actionRow}>
                  <Button onClick={() => actor.send({ type: 'token.dismiss' })}>Done</Button>
                </div>
              </div>
            ) : (
              <div className={actionRow}>
                <Button
                  variant="outline"
                  disabled={!idle}
                  onClick={() => actor.send({ type: 'token.generate' })}
                >
                  {settings.scimTokenCreatedAt ? 'Generate a new token' : 'Generate token'}
                </Button>
              </div>
            )}
          </section>
        </>
      ) : null}

      {confirmingRemove ? (
        <ConfirmActionDialog
          title="Remove SSO integration"
          warning={SSO_TEXTS.removeConfirm}
          confirmLabel="Remove"
          busy={busy}
          failure={null}
          onConfirm={() => actor.send({ type: 'remove.confirm' })}
          onCancel={() => actor.send({ type: 'remove.cancel' })}
        />
      ) : null}
    </div>
  )
}
