import { MessagePage } from './MessagePage'

export default function NoPermissionPage() {
  return (
    <MessagePage title="You don't have permission to access">
      <p>This page is not available for your role.</p>
      <a href="/">Back to the console</a>
    </MessagePage>
  )
}
