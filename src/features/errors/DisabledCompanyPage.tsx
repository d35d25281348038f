import { MessagePage } from './MessagePage'

export default function DisabledCompanyPage() {
  return (
    <MessagePage title="Your company account is disabled">
      <p>
        Access to the admin console has been suspended for your company. Please contact your provider or our
        support team.
      </p>
      <a href="/login">Back to Login</a>
    </MessagePage>
  )
}
